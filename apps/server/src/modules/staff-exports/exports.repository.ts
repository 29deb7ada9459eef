// SQL of the payments export (the applications and members exports reuse the lists' queries): a report
// joining payments, orders, applications, members and coupons, read in batches, so it stays here.
import { and, asc, eq, gt, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  applications,
  coupons,
  members,
  membershipCategories,
  orders,
  payments,
  type OrderPurpose,
  type PaymentRecordStatus,
} from '../../db/schema';
import { containsPattern, endOfBusinessDay, startOfBusinessDay } from '../../lib/list-query';

export type PaymentFilters = {
  from?: string | undefined;
  to?: string | undefined;
  status?: PaymentRecordStatus | undefined;
  purpose?: OrderPurpose | undefined;
  category?: number | undefined;
  q?: string | undefined;
};

export type PaymentExportRow = {
  id: number;
  providerPaymentId: string;
  paidAt: Date;
  status: PaymentRecordStatus;
  amountPaise: number;
  orderNumber: string;
  /** The tax invoice's number and what it was billed with (null: no invoice, e.g. not paid). */
  invoiceNumber: string | null;
  billedGstin: string | null;
  placeOfSupplyState: string | null;
  placeOfSupplyCode: string | null;
  purpose: OrderPurpose;
  provider: string;
  joiningFeePaise: number;
  discountPaise: number;
  annualFeePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  gstPaise: number;
  totalPaise: number;
  couponCode: string | null;
  categoryName: string;
  memberNumber: string | null;
  appId: string | null;
  name: string | null;
  companyName: string | null;
  email: string | null;
  mobile: string | null;
};

const payerName = sql<string | null>`coalesce(${members.name}, ${applications.name})`;
const payerCompany = sql<
  string | null
>`coalesce(${members.companyName}, ${applications.companyName})`;
const payerEmail = sql<string | null>`coalesce(${members.email}, ${applications.email})`;

function paymentConditions(filters: PaymentFilters): SQL | undefined {
  const q = filters.q ? containsPattern(filters.q) : undefined;
  return and(
    filters.from ? gte(payments.createdAt, startOfBusinessDay(filters.from)) : undefined,
    filters.to ? lt(payments.createdAt, endOfBusinessDay(filters.to)) : undefined,
    filters.status ? eq(payments.status, filters.status) : undefined,
    filters.purpose ? eq(orders.purpose, filters.purpose) : undefined,
    filters.category ? eq(orders.categoryId, filters.category) : undefined,
    q
      ? or(
          sql`${payerName} ilike ${q}`,
          sql`${payerCompany} ilike ${q}`,
          sql`${payerEmail} ilike ${q}`,
          ilike(orders.uniqueOrderId, q),
          ilike(orders.invoiceNumber, q),
          ilike(payments.providerPaymentId, q),
          ilike(members.memberNumber, q),
        )
      : undefined,
  );
}

export function paymentExportBatch(
  db: Executor,
  filters: PaymentFilters,
  afterId: number,
  limit: number,
): Promise<PaymentExportRow[]> {
  return db
    .select({
      id: payments.id,
      providerPaymentId: payments.providerPaymentId,
      paidAt: payments.createdAt,
      status: payments.status,
      amountPaise: payments.amountPaise,
      orderNumber: orders.uniqueOrderId,
      invoiceNumber: orders.invoiceNumber,
      billedGstin: orders.billedGstin,
      placeOfSupplyState: orders.placeOfSupplyState,
      placeOfSupplyCode: orders.placeOfSupplyCode,
      purpose: orders.purpose,
      provider: orders.provider,
      joiningFeePaise: orders.joiningFeePaise,
      discountPaise: orders.discountPaise,
      annualFeePaise: orders.annualFeePaise,
      taxablePaise: orders.taxablePaise,
      cgstPaise: orders.cgstPaise,
      sgstPaise: orders.sgstPaise,
      igstPaise: orders.igstPaise,
      gstPaise: orders.gstPaise,
      totalPaise: orders.totalPaise,
      couponCode: coupons.code,
      categoryName: membershipCategories.name,
      memberNumber: members.memberNumber,
      appId: applications.appId,
      name: payerName,
      companyName: payerCompany,
      email: payerEmail,
      mobile: sql<string | null>`coalesce(${members.mobileNumber}, ${applications.mobileNumber})`,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(membershipCategories, eq(membershipCategories.id, orders.categoryId))
    .leftJoin(members, eq(members.id, orders.memberId))
    .leftJoin(applications, eq(applications.id, orders.applicationId))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(and(gt(payments.id, afterId), paymentConditions(filters)))
    .orderBy(asc(payments.id))
    .limit(limit);
}
