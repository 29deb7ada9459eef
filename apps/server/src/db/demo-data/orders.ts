import { feeBreakdown } from '@portico/domain/money';
import type { Executor } from '../client';
import { membershipPeriods, orders, payments } from '../schema';
import { pad, type DemoRow } from './rows';

type Lookups = {
  applicationId: (email: string) => number;
  memberId: (email: string) => number;
  historyIdByApplication: ReadonlyMap<number, number>;
};

/** One paid registration order per member, its captured payment and the membership period it bought. */
export async function insertDemoOrders(
  tx: Executor,
  rows: readonly DemoRow[],
  lookups: Lookups,
  now: Date,
): Promise<void> {
  const orderRows = await insertOrders(tx, rows, lookups);
  await tx.insert(payments).values(
    orderRows.map((order, index) => ({
      orderId: order.id,
      providerPaymentId: `pay_seed_${pad(index + 1)}`,
      amountPaise: order.totalPaise,
      status: 'captured' as const,
      raw: { seeded: true },
      createdAt: rows[index]?.startsAt ?? now,
    })),
  );
  const { applicationId, memberId, historyIdByApplication } = lookups;
  const orderIdByMember = new Map(orderRows.map((row) => [row.memberId, row.id]));
  await tx.insert(membershipPeriods).values(
    rows.map(({ member, category, expiry, startsAt }) => {
      const id = memberId(member.email);
      return {
        memberId: id,
        categoryId: category.id,
        planHistoryId: historyIdByApplication.get(applicationId(member.email)) ?? null,
        startsAt,
        endsAt: expiry,
        orderId: orderIdByMember.get(id) ?? null,
        createdAt: startsAt,
      };
    }),
  );
}

function insertOrders(
  tx: Executor,
  rows: readonly DemoRow[],
  { applicationId, memberId, historyIdByApplication }: Lookups,
) {
  return tx
    .insert(orders)
    .values(
      rows.map(({ member, number, category, startsAt }) => {
        const fees = feeBreakdown({
          joiningFeePaise: category.joiningFeePaise,
          annualFeePaise: category.annualFeePaise,
          intraState: false,
        });
        const split = { cgst: fees.cgst, sgst: fees.sgst, igst: fees.igst };
        const application = applicationId(member.email);
        return {
          uniqueOrderId: `PO-${pad(number)}`,
          applicationId: application,
          memberId: memberId(member.email),
          planHistoryId: historyIdByApplication.get(application) ?? null,
          categoryId: category.id,
          purpose: 'register' as const,
          joiningFeePaise: fees.joiningFee,
          discountPaise: fees.discount,
          annualFeePaise: fees.annualFee,
          taxablePaise: fees.taxable,
          gstPaise: fees.gst,
          cgstPaise: split.cgst,
          sgstPaise: split.sgst,
          igstPaise: split.igst,
          totalPaise: fees.total,
          provider: 'sandbox' as const,
          providerOrderId: `order_seed_${pad(number)}`,
          status: 'paid' as const,
          createdAt: startsAt,
          paidAt: startsAt,
        };
      }),
    )
    .returning({ id: orders.id, memberId: orders.memberId, totalPaise: orders.totalPaise });
}
