// Test helpers of the GST documents: tax invoices (paid orders with an invoice number and a captured
// payment) and credit notes (a processed refund and its note) inserted directly, as the payment and
// refund operations leave them. Used only by *.test.ts files.
import { eq } from 'drizzle-orm';
import { gstHeads } from '@portico/domain/money';
import type { Database } from '../../src/db/client';
import {
  creditNotes,
  members,
  membershipCategories,
  orders,
  payments,
  refunds,
} from '../../src/db/schema';

let counter = 0;

export type InvoiceInput = {
  /** The seeded member (by email) the invoice is billed to. */
  memberEmail: string;
  invoiceNumber: string;
  paidAt: Date;
  taxablePaise: number;
  billedName?: string;
  billedCompany?: string;
  billedGstin?: string | null;
  /** Place of supply; inside the association's state (Maharashtra, 27) CGST + SGST, else IGST. */
  state?: string;
  stateCode?: string;
};

export type InsertedInvoice = { orderId: number; paymentId: number; uniqueOrderId: string };

/** A paid order with its tax invoice: CGST 9% + SGST 9% inside Maharashtra, IGST 18% outside. */
export async function insertInvoice(db: Database, input: InvoiceInput): Promise<InsertedInvoice> {
  counter += 1;
  const [member] = await db.select().from(members).where(eq(members.email, input.memberEmail));
  const [category] = await db
    .select()
    .from(membershipCategories)
    .where(eq(membershipCategories.name, 'Gold'));
  if (!member || !category) throw new Error('seed data missing');
  const state = input.state ?? 'Maharashtra';
  const code = input.stateCode ?? '27';
  const heads = gstHeads({ taxablePaise: input.taxablePaise, intraState: code === '27' });
  const tax = { cgstPaise: heads.cgst, sgstPaise: heads.sgst, igstPaise: heads.igst };
  const gstPaise = heads.gst;
  const uniqueOrderId = `TI-${String(counter).padStart(6, '0')}-${Date.now() % 100000}`;
  const [order] = await db
    .insert(orders)
    .values({
      uniqueOrderId,
      applicationId: member.applicationId,
      memberId: member.id,
      categoryId: category.id,
      purpose: 'renew',
      annualFeePaise: input.taxablePaise,
      taxablePaise: input.taxablePaise,
      gstPaise,
      ...tax,
      totalPaise: input.taxablePaise + gstPaise,
      provider: 'sandbox',
      status: 'paid',
      createdAt: input.paidAt,
      paidAt: input.paidAt,
      invoiceNumber: input.invoiceNumber,
      billedName: input.billedName ?? member.name,
      billedCompany: input.billedCompany ?? member.companyName,
      billedGstin: input.billedGstin === undefined ? null : input.billedGstin,
      categoryName: 'Gold',
      placeOfSupplyState: state,
      placeOfSupplyCode: code,
    })
    .returning();
  const [payment] = await db
    .insert(payments)
    .values({
      orderId: order!.id,
      providerPaymentId: `pay_${uniqueOrderId}`,
      amountPaise: input.taxablePaise + gstPaise,
      status: 'captured',
      createdAt: input.paidAt,
    })
    .returning();
  return { orderId: order!.id, paymentId: payment!.id, uniqueOrderId };
}

/** A processed manual refund of part of an invoice and its credit note, with the invoice's tax split. */
export async function insertCreditNote(
  db: Database,
  invoice: InsertedInvoice,
  input: { number: string; issuedAt: Date; taxablePaise: number; reference?: string },
): Promise<number> {
  const [order] = await db.select().from(orders).where(eq(orders.id, invoice.orderId));
  if (!order?.invoiceNumber) throw new Error('no invoice');
  const heads = gstHeads({ taxablePaise: input.taxablePaise, intraState: order.igstPaise === 0 });
  const tax = { cgstPaise: heads.cgst, sgstPaise: heads.sgst, igstPaise: heads.igst };
  const totalPaise = input.taxablePaise + heads.gst;
  const [refund] = await db
    .insert(refunds)
    .values({
      paymentId: invoice.paymentId,
      orderId: invoice.orderId,
      amountPaise: totalPaise,
      method: 'manual',
      reference: input.reference ?? `UTR-${input.number}`,
      status: 'processed',
      reason: 'Event cancelled',
      createdAt: input.issuedAt,
      processedAt: input.issuedAt,
    })
    .returning();
  const [note] = await db
    .insert(creditNotes)
    .values({
      number: input.number,
      financialYear: '2026-27',
      refundId: refund!.id,
      orderId: invoice.orderId,
      invoiceNumber: order.invoiceNumber,
      issuedAt: input.issuedAt,
      taxablePaise: input.taxablePaise,
      ...tax,
      totalPaise,
      reason: 'Event cancelled',
    })
    .returning();
  return note!.id;
}
