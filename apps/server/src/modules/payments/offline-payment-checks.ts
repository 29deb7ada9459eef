// What an offline payment is checked against before anything is kept (decision 081): the checkout
// it pays, the date the money came, who may write off bank charges, what is still due, and the TDS
// as the rate on the value before GST of what the payment settles.
import type { OrderType } from '@portico/domain/checkout';
import { formatInrPaise } from '@portico/domain/currency';
import { isTdsAmountRight, tdsOnPaise, type TdsSection } from '@portico/domain/offline-payment';
import type { OfflinePaymentMethod } from '../../db/schema';
import { BadRequestError, ConflictError, ForbiddenError } from '../../errors';
import type { StaffPrincipal } from '../auth';
import type { Payable } from './checkout-resolution';
import type { OrdersDeps } from './orders-deps';

export type OfflinePaymentInput = {
  applicationId: number;
  purpose: OrderType;
  /** The money that arrived. */
  amountPaise: number;
  method: OfflinePaymentMethod;
  reference: string;
  bank: string | null;
  /** 'YYYY-MM-DD', the day the money arrived (not after today). */
  receivedOn: string;
  coupon: string | null;
  tds: { section: TdsSection; rateBasisPoints: number; amountPaise: number } | null;
  bankCharges: { amountPaise: number; reason: string } | null;
};

const rupees = (paise: number) => `₹${formatInrPaise(paise)}`;
const percent = (basisPoints: number) => `${basisPoints / 100}%`;

export const OFFLINE_MESSAGES = {
  moreThanDue: (due: number) =>
    `The amount received, the TDS and the bank charges come to more than the balance due of ${rupees(due)}.`,
  futureDate: 'The date received must be today or in the past.',
  tdsAmount: (expected: number, rate: number, taxable: number) =>
    `TDS at ${percent(rate)} of ${rupees(taxable)}, the value before GST that this payment settles, is ${rupees(expected)}. Enter it to the rupee.`,
  writeOffAccountsOnly: 'Only a member of staff with the accounts role can write off bank charges.',
  changedMeanwhile:
    'Another payment for this order was recorded a moment ago. Reload the payments and try again.',
} as const;

/** The checkout as staff would pay it, and the receipt's date and write-off checked. */
export async function payableFor(
  deps: OrdersDeps,
  principal: StaffPrincipal,
  input: Pick<OfflinePaymentInput, 'purpose' | 'applicationId' | 'coupon'>,
): Promise<Payable> {
  const payable = await deps.checkout.resolve(
    principal,
    input.purpose,
    input.applicationId,
    input.coupon,
  );
  // Paid already, cancelled, not approved, not due: the checkout's own refusal, as a 409.
  if (!payable.ok) throw new ConflictError(payable.message);
  if (input.coupon !== null && !payable.couponVerdict.status) {
    throw new BadRequestError(payable.couponVerdict.msg, { coupon: payable.couponVerdict.msg });
  }
  return payable;
}

export function checkReceipt(
  deps: Pick<OrdersDeps, 'now'>,
  principal: StaffPrincipal,
  input: OfflinePaymentInput,
): void {
  if (input.bankCharges && !principal.roles.includes('accounts')) {
    throw new ForbiddenError(OFFLINE_MESSAGES.writeOffAccountsOnly);
  }
  if (input.receivedOn > isoDayInIndia(deps.now())) {
    throw new BadRequestError(OFFLINE_MESSAGES.futureDate, {
      received_on: OFFLINE_MESSAGES.futureDate,
    });
  }
}

/** What the payment settles (money, TDS, write-off) against what is still due of the order. */
export function checkAgainstDue(
  input: OfflinePaymentInput,
  order: { totalPaise: number; taxablePaise: number },
  duePaise: number,
): number {
  const tdsPaise = input.tds?.amountPaise ?? 0;
  const covers = input.amountPaise + tdsPaise + (input.bankCharges?.amountPaise ?? 0);
  if (covers > duePaise) {
    const message = OFFLINE_MESSAGES.moreThanDue(duePaise);
    throw new BadRequestError(message, { amount: message });
  }
  if (input.tds) {
    // TDS is deducted on the value before GST (CBDT circular 23/2017), here the taxable share of
    // what this payment settles: all of it when one payment settles the invoice.
    const taxable = taxableShare(covers, order);
    const rate = input.tds.rateBasisPoints;
    if (!isTdsAmountRight(tdsPaise, taxable, rate)) {
      const message = OFFLINE_MESSAGES.tdsAmount(tdsOnPaise(taxable, rate), rate, taxable);
      throw new BadRequestError(message, { 'tds.amount': message });
    }
  }
  return covers;
}

/** The taxable value in a part of the total, half-up to the paisa (in BigInt: paise² overflow). */
function taxableShare(partPaise: number, order: { totalPaise: number; taxablePaise: number }) {
  if (partPaise === order.totalPaise || order.totalPaise === 0) return order.taxablePaise;
  const total = BigInt(order.totalPaise);
  return Number((BigInt(partPaise) * BigInt(order.taxablePaise) * 2n + total) / (2n * total));
}

/** The calendar day in India of an instant, 'YYYY-MM-DD'. */
export function isoDayInIndia(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/**
 * The instant an invoice of money received on a day is dated: noon in India that day (the same
 * calendar day however it is printed), or now when that is earlier (money received today).
 */
export function receivedInstant(day: string, now: Date): Date {
  const noon = new Date(`${day}T12:00:00+05:30`);
  return noon < now ? noon : now;
}
