// Who is billed for a checkout and where the supply is, read the same way when the checkout is priced
// and when its payment is confirmed: the tax heads depend on the place of supply (CGST + SGST each
// rounded inside the state, IGST between states), so the total charged is the invoice's total; and
// the billed party a paid order's invoice is made out to.
import type { FastifyBaseLogger } from 'fastify';
import { isValidGstin } from '@portico/domain/gstin';
import { gstHeads, splitGst } from '@portico/domain/money';
import { findApplication } from '../records';
import type { Executor } from '../../db/client';
import type { Payable, PaymentsCatalog } from './checkout-resolution';
import type { ApplicationRow, OrderRow } from './payment-rows';
import type { AssociationConfig } from '../../config';
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

/** What the tax heads of an order are read from (a draft's rate may be the default). */
type PricedOrder = Pick<OrderRow, 'gstPaise' | 'taxablePaise' | 'uniqueOrderId'> & {
  gstRateBasisPoints?: number;
};

/**
 * Who the invoice of a paid order is made out to and where the supply is, as they are now (stored
 * on the order: a later update of the member's details never changes an issued invoice), and the
 * tax lines that follow: CGST + SGST inside the association's state, else IGST.
 */
export async function billedParty(
  deps: { catalog: Pick<PaymentsCatalog, 'findState'>; logger: FastifyBaseLogger },
  order: PricedOrder,
  billing: ApplicationRow | null,
  association: AssociationConfig,
) {
  const { gstin, place } = await supplyOf(deps.catalog, billing, association);
  return {
    billedName: billing?.name ?? '',
    billedCompany: billing?.companyName ?? '',
    billedGstin: gstin,
    billedAddress: billing?.registeredAddress || null,
    billedCity: billing?.registeredCity ?? null,
    billedPin: billing?.registeredPin ?? null,
    placeOfSupplyState: place.stateName,
    placeOfSupplyCode: place.stateCode,
    split: taxHeadsOf(deps.logger, order, place.intraState),
  };
}

/**
 * The heads of the order's tax, each rounded on its own as its checkout priced them (gstHeads). A
 * buyer whose place of supply changed between the checkout and the payment (a GSTIN of another
 * state typed meanwhile) was charged a GST a paisa off these heads; the amount charged stands, split
 * the old way, rather than an invoice that does not add up to it.
 */
function taxHeadsOf(
  logger: FastifyBaseLogger,
  order: PricedOrder,
  intraState: boolean,
): { cgst: number; sgst: number; igst: number } {
  const heads = gstHeads({
    taxablePaise: order.taxablePaise,
    rateBasisPoints: order.gstRateBasisPoints,
    intraState,
  });
  if (heads.gst === order.gstPaise) return heads;
  logger.warn({ order: order.uniqueOrderId }, 'place of supply changed since the checkout');
  return splitGst(order.gstPaise, intraState);
}
