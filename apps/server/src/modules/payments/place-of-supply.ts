// Where a membership is supplied, for GST: a registered member's state is their GSTIN's (its first two
// digits), anyone else's the state on their application; supplies inside the association's own state
// carry CGST + SGST, others IGST (isIntraState: an unknown state counts as the association's).
import { gstStateCode } from '@portico/domain/gst-states';
import { isIntraState } from '@portico/domain/invoice';

export type PlaceOfSupply = { stateName: string; stateCode: string; intraState: boolean };

export function placeOfSupply(
  member: { gstNumber: string | null; stateName: string | null },
  association: { state: string; gstin: string },
): PlaceOfSupply {
  const sellerCode = gstStateCode(association.state) ?? association.gstin.slice(0, 2);
  const fromGstin =
    member.gstNumber && /^\d{2}/.test(member.gstNumber) ? member.gstNumber.slice(0, 2) : null;
  const memberCode = fromGstin ?? gstStateCode(member.stateName);
  const intraState = isIntraState(memberCode, sellerCode);
  return {
    stateName: member.stateName ?? association.state,
    stateCode: memberCode ?? sellerCode,
    intraState,
  };
}
