// Builds the INV-01 JSON (schema 1.1) of an issued B2B invoice or credit note: the document the IRP
// registers and answers with an IRN (issue #28 item 9, decision 086). Pure: amounts come from the
// document as issued, in rupees with two decimals, and must add up as the IRP checks them.
import type {
  EInvoiceParty,
  EInvoiceSource,
  Inv01Document,
  Inv01Item,
  Inv01Party,
} from './inv01-types';

export type * from './inv01-types';

/** The document cannot be reported as it stands (a number, a PIN or an address INV-01 refuses). */
export class EInvoiceInputError extends Error {}

const INDIA_OFFSET_MS = 330 * 60 * 1000;
/** NIC's unit for a supply counted in "others": a service has no unit of its own. */
const SERVICE_UNIT = 'OTH';
const DOCUMENT_NUMBER = /^[A-Z1-9][A-Z0-9/-]{0,15}$/;
const PIN = /^[1-9][0-9]{5}$/;

/** dd/mm/yyyy of the instant's date in India. */
export function inv01Date(instant: Date): string {
  const [year, month, day] = new Date(instant.getTime() + INDIA_OFFSET_MS)
    .toISOString()
    .slice(0, 10)
    .split('-');
  return `${day}/${month}/${year}`;
}

const rupees = (paise: number): number => Math.round(paise) / 100;

/** Text INV-01 accepts: no double quotes or backslashes, spaces collapsed, cut to its length. */
function clean(text: string, max: number): string {
  return text.replace(/["\\]/g, '').replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

function party(who: string, source: EInvoiceParty, locMax: number): Inv01Party {
  const lines = source.addressLines.map((line) => clean(line, 100)).filter(Boolean);
  const addr1 = lines[0] ?? '';
  const addr2 = clean(lines.slice(1).join(', '), 100);
  const loc = clean(source.city, locMax);
  const name = clean(source.name, 100);
  if (!addr1) throw new EInvoiceInputError(`The ${who}'s address is missing.`);
  if (loc.length < 3) throw new EInvoiceInputError(`The ${who}'s city is missing.`);
  if (name.length < 3) throw new EInvoiceInputError(`The ${who}'s legal name is too short.`);
  if (source.pin !== null && !PIN.test(source.pin)) {
    throw new EInvoiceInputError(`The ${who}'s PIN must be 6 digits, not starting with 0.`);
  }
  return {
    Gstin: source.gstin,
    LglNm: name,
    Addr1: addr1,
    ...(addr2.length >= 3 ? { Addr2: addr2 } : {}),
    Loc: loc,
    ...(source.pin !== null ? { Pin: Number(source.pin) } : {}),
    Stcd: source.stateCode,
  };
}

function heads(source: EInvoiceSource): { igst: number; cgst: number; sgst: number } {
  return source.tax.kind === 'intra-state'
    ? { igst: 0, cgst: source.tax.cgstPaise, sgst: source.tax.sgstPaise }
    : { igst: source.tax.igstPaise, cgst: 0, sgst: 0 };
}

/** The one service line: gross fees, the discount (coupons), the taxable value and its tax. */
function item(source: EInvoiceSource): Inv01Item {
  const gross = source.lines.reduce((sum, l) => sum + Math.max(l.amountPaise, 0), 0);
  const discount = source.lines.reduce((sum, l) => sum + Math.max(-l.amountPaise, 0), 0);
  if (gross - discount !== source.taxablePaise) {
    throw new EInvoiceInputError('The lines do not add up to the taxable value.');
  }
  const tax = heads(source);
  return {
    SlNo: '1',
    PrdDesc: clean(source.description, 300).padEnd(3, '.'),
    IsServc: 'Y',
    HsnCd: source.sacCode,
    Qty: 1,
    Unit: SERVICE_UNIT,
    UnitPrice: rupees(gross),
    TotAmt: rupees(gross),
    Discount: rupees(discount),
    AssAmt: rupees(source.taxablePaise),
    GstRt: source.gstRateBasisPoints / 100,
    IgstAmt: rupees(tax.igst),
    CgstAmt: rupees(tax.cgst),
    SgstAmt: rupees(tax.sgst),
    TotItemVal: rupees(source.taxablePaise + tax.igst + tax.cgst + tax.sgst),
  };
}

function checkNumber(number: string, what: string): void {
  if (!DOCUMENT_NUMBER.test(number)) {
    throw new EInvoiceInputError(
      `The ${what} number ${number} is not one the IRP accepts (up to 16 capitals, digits, / and -).`,
    );
  }
}

/** The INV-01 JSON of a B2B invoice (INV) or credit note (CRN) as issued. */
export function buildInv01(source: EInvoiceSource): Inv01Document {
  checkNumber(source.number, source.type === 'INV' ? 'invoice' : 'credit note');
  if (!source.buyer.gstin) throw new EInvoiceInputError('Only a B2B document has an IRN.');
  const tax = heads(source);
  if (
    source.taxablePaise + tax.igst + tax.cgst + tax.sgst + source.roundOffPaise !==
    source.totalPaise
  ) {
    throw new EInvoiceInputError('The heads do not add up to the total.');
  }
  const seller = party('seller', source.seller, 50);
  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: source.type, No: source.number, Dt: inv01Date(source.date) },
    SellerDtls: { ...seller, Pin: Number(source.seller.pin) },
    BuyerDtls: { ...party('buyer', source.buyer, 100), Pos: source.placeOfSupplyCode },
    ItemList: [item(source)],
    ValDtls: {
      AssVal: rupees(source.taxablePaise),
      CgstVal: rupees(tax.cgst),
      SgstVal: rupees(tax.sgst),
      IgstVal: rupees(tax.igst),
      // The discount is already inside each item's AssAmt: INV-01's invoice-level Discount is
      // one given after tax, which Portico never gives.
      Discount: 0,
      RndOffAmt: rupees(source.roundOffPaise),
      TotInvVal: rupees(source.totalPaise),
    },
    ...(source.precedingInvoice
      ? {
          RefDtls: {
            PrecDocDtls: [
              {
                InvNo: source.precedingInvoice.number,
                InvDt: inv01Date(source.precedingInvoice.date),
              },
            ],
          },
        }
      : {}),
  };
}
