// Who is billed for a checkout and where the supply is, read the same way when the checkout is priced
// and when its payment is confirmed: the tax heads depend on the place of supply (CGST + SGST each
// rounded inside the state, IGST between states), so the total charged is the invoice's total.
import { isValidGstin } from '@portico/domain/gstin';
import { findApplication } from '../records';
import type { Executor } from '../../db/client';
import type { Payable, PaymentsCatalog } from './checkout-resolution';
import type { ApplicationRow } from './payment-rows';
import { placeOfSupply, type PlaceOfSupply } from '../../lib/place-of-supply';

/** Renewals bill the member's current application (an upgrade moved their details there). */
export async function billingOf(db: Executor, payable: Payable): Promise<ApplicationRow> {
  const memberApplication = payable.member?.applicationId ?? null;
  if (
    (payable.type === 'renew' || payable.type === 'revive_renew') &&
    memberApplication !== null &&
    memberApplication !== payable.application.id
  ) {
    return (await findApplication(db, memberApplication)) ?? payable.application;
  }
  return payable.application;
}

/**
 * The buyer's GSTIN as it may be printed (a GSTIN stored before it was checked and failing the
 * check is none: the buyer is billed as unregistered rather than have a wrong GSTIN printed) and
 * the place of supply that follows.
 */
export async function supplyOf(
  catalog: Pick<PaymentsCatalog, 'findState'>,
  billing: ApplicationRow | null,
  association: { state: string; gstin: string },
): Promise<{ gstin: string | null; place: PlaceOfSupply }> {
  const state = billing?.stateId ? await catalog.findState(billing.stateId) : undefined;
  const gstin = billing?.gstNumber && isValidGstin(billing.gstNumber) ? billing.gstNumber : null;
  return {
    gstin,
    place: placeOfSupply({ gstNumber: gstin, stateName: state?.name ?? null }, association),
  };
}
