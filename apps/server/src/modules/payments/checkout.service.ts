// What a checkout asks to pay (member-area spec §2.5–2.7, §4.6): the four purposes, each computed
// on the server in integer paise from the category, the coupon and GST, for a caller who may see
// that application (resolve-registration.ts, resolve-upgrade.ts, resolve-renewal.ts). The same
// resolution backs the checkout pages and create_order, so the amount shown is the amount charged.
import type { OrderType } from '@portico/domain/checkout';
import { taxedAt } from '@portico/domain/money';
import { BadRequestError } from '../../errors';
import type { Principal } from '../auth';
import { billingOf, supplyOf } from './billing-supply';
import { CHECKOUT_MESSAGES, type CheckoutDeps, type Resolution } from './checkout-resolution';
import { resolveRegistration } from './resolve-registration';
import { resolveRenewal } from './resolve-renewal';
import type { ApplicationRow } from './payment-rows';
import { resolveUpgrade } from './resolve-upgrade';

export type CheckoutService = ReturnType<typeof createCheckoutService>;

export function createCheckoutService(deps: CheckoutDeps) {
  return {
    resolve: (
      principal: Principal | null,
      type: OrderType,
      id: number,
      couponCode: string | null = null,
    ) => resolve(deps, principal, type, id, couponCode),
  };
}

/**
 * The checkout of `type` for application (or user) `id`, if the principal may see it. A coupon is
 * judged only for a new registration (400 for any other purpose). A renewal of a member whose
 * documents await confirmation (manual 1 or 4) is a 409.
 */
async function resolve(
  deps: CheckoutDeps,
  principal: Principal | null,
  type: OrderType,
  id: number,
  couponCode: string | null = null,
): Promise<Resolution> {
  // The rate as the admin set it now (any process may have saved it a moment ago), read beside the
  // caller's authorisation: it is no one's data, and the checkout waits for one round trip, not two.
  const [application, association] = await Promise.all([
    deps.authorize(principal, id),
    deps.association.current(),
  ]);
  if (couponCode !== null && type !== 'register') {
    throw new BadRequestError(CHECKOUT_MESSAGES.couponOnlyNew, {
      coupon: CHECKOUT_MESSAGES.couponOnlyNew,
    });
  }
  const { gstRateBasisPoints } = association;
  const resolution = await resolveFees(deps, application, type, couponCode, gstRateBasisPoints);
  if (!resolution.ok) return resolution;
  // The tax heads follow the place of supply, decided as the payment's confirmation decides it.
  const billing = await billingOf(deps.db, resolution);
  const { place } = await supplyOf(deps.catalog, billing, association);
  return {
    ...resolution,
    fees: taxedAt(resolution.fees, place.intraState, association.roundOffTotals),
  };
}

function resolveFees(
  deps: CheckoutDeps,
  application: ApplicationRow,
  type: OrderType,
  couponCode: string | null,
  gstRateBasisPoints: number,
): Promise<Resolution> {
  switch (type) {
    case 'register':
      return resolveRegistration(deps, application, couponCode, gstRateBasisPoints);
    case 'upgrade':
      return resolveUpgrade(deps, application, gstRateBasisPoints);
    case 'renew':
    case 'revive_renew':
      return resolveRenewal(deps, application, type, gstRateBasisPoints);
  }
}
