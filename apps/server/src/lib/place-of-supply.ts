// Where a membership is supplied, for GST, taken from one source so the state printed and the code
// that decided the tax always agree: a registered member's GSTIN (its first two digits are the state
// code, the state is the one that code stands for), else the state on their application (its name,
// and that name's code). A GSTIN whose first two digits are no state's code says nothing, so the
// application's state is used; a member whose state is unknown is billed in the association's own
// state. Supplies inside the association's state carry CGST + SGST, others IGST.
import { gstStateCode, gstStateName } from '@portico/domain/gst-states';
import { isIntraState } from '@portico/domain/invoice';
import type { OrderRow } from './payment-rows';

export type SupplyState = { stateName: string; stateCode: string };
export type PlaceOfSupply = SupplyState & { intraState: boolean };

/** The association's state and its code (its state name's code, else its GSTIN's first digits). */
export function sellerState(association: { state: string; gstin: string }): SupplyState {
  return {
    stateName: association.state,
    stateCode: gstStateCode(association.state) ?? association.gstin.slice(0, 2),
  };
}

export function placeOfSupply(
  member: { gstNumber: string | null; stateName: string | null },
  association: { state: string; gstin: string },
): PlaceOfSupply {
  const seller = sellerState(association);
  const within = (state: SupplyState): PlaceOfSupply => ({
    ...state,
    intraState: isIntraState(state.stateCode, seller.stateCode),
  });
  const gstinCode = /^\d{2}/.exec(member.gstNumber ?? '')?.[0] ?? null;
  const gstinState = gstStateName(gstinCode);
  if (gstinCode && gstinState) return within({ stateName: gstinState, stateCode: gstinCode });
  const formCode = gstStateCode(member.stateName);
  if (member.stateName && formCode) {
    return within({ stateName: member.stateName.trim(), stateCode: formCode });
  }
  return { ...seller, intraState: true };
}

/**
 * The place of supply an invoice prints: the one stored when it was paid. An order paid before the
 * code was stored has its state name (the application's state then), its billed GSTIN and its tax
 * split: the first of the GSTIN's state and the named state that agrees with the tax charged, else
 * (CGST + SGST charged) the association's own state. When neither agrees with IGST charged, no
 * place can be read back truthfully, and the invoice is refused rather than printed wrong.
 */
export function storedPlaceOfSupply(
  order: Pick<
    OrderRow,
    | 'placeOfSupplyState'
    | 'placeOfSupplyCode'
    | 'billedGstin'
    | 'cgstPaise'
    | 'sgstPaise'
    | 'igstPaise'
  >,
  seller: SupplyState,
): SupplyState {
  if (order.placeOfSupplyState && order.placeOfSupplyCode) {
    return { stateName: order.placeOfSupplyState, stateCode: order.placeOfSupplyCode };
  }
  const chargedWithin = order.cgstPaise + order.sgstPaise > 0 || order.igstPaise === 0;
  const gstinCode = /^\d{2}/.exec(order.billedGstin ?? '')?.[0] ?? null;
  const candidates: SupplyState[] = [
    { stateName: gstStateName(gstinCode) ?? '', stateCode: gstinCode ?? '' },
    {
      stateName: order.placeOfSupplyState ?? '',
      stateCode: gstStateCode(order.placeOfSupplyState) ?? '',
    },
  ];
  const agreeing = candidates.find(
    (state) =>
      state.stateName !== '' &&
      state.stateCode !== '' &&
      isIntraState(state.stateCode, seller.stateCode) === chargedWithin,
  );
  if (agreeing) return agreeing;
  if (chargedWithin) return seller;
  throw new Error('the place of supply of this invoice cannot be read back');
}
