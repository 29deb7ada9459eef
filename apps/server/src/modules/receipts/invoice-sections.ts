// The invoice's sections above and below its table: the heading (title, supplier, invoice identity),
// the parties (member billed, membership), the amount in words, the payment and the footer.
import { amountInWords } from '@portico/domain/amount-in-words';
import { formatIndiaDate } from '@portico/domain/invoice';
import {
  BODY_SIZE,
  CONTENT_WIDTH,
  FONT,
  MARGIN,
  PAGE_HEIGHT,
  PARTY_WIDTH,
  RIGHT_COLUMN_X,
  RIGHT_WIDTH,
  put,
  putLines,
  putPairs,
  type Doc,
} from './invoice-layout';
import type { InvoiceFlow } from './invoice-table';
import { drawSignatory, SIGNATORY_BLOCK_HEIGHT } from './signatory-block';
import type { TaxInvoice } from './invoice-types';
import { paymentPairs } from './invoice-payment';

export const INVOICE_FOOTER = 'This is a computer-generated invoice.';

/** The logo's box, top left beside the centred title: [width, height] in points. */
export const LOGO_FIT: [number, number] = [120, 48];

/** The title, the supplier and the invoice's identity; returns the y below them. */
export function drawHeading(doc: Doc, invoice: TaxInvoice): number {
  const { seller, member } = invoice;
  let y = MARGIN;
  if (seller.logo) {
    doc.image(seller.logo, MARGIN, y, { fit: LOGO_FIT });
  }
  y += put(doc, 'TAX INVOICE', MARGIN, y, CONTENT_WIDTH, { bold: true, size: 16, align: 'center' });
  y += put(doc, 'Original for Recipient', MARGIN, y, CONTENT_WIDTH, { align: 'center', size: 8 });
  const { stateName, stateCode } = member.placeOfSupply;
  return drawSupplier(doc, seller, y, [
    ['Invoice No.', invoice.invoiceNumber],
    ['Invoice Date', formatIndiaDate(invoice.invoiceDate)],
    ['Place of Supply', `${stateName} (${stateCode})`],
    ['Reverse Charge', 'No'],
  ]);
}

/**
 * Below the title (and clear of the logo): the supplier on the left, the document's identity on the
 * right, as the invoice and its credit notes print them; returns the y below.
 */
export function drawSupplier(
  doc: Doc,
  seller: TaxInvoice['seller'],
  titleBottom: number,
  identity: Array<[string, string]>,
): number {
  const y = Math.max(titleBottom + 10, seller.logo ? MARGIN + LOGO_FIT[1] + 8 : 0);
  const nameHeight = put(doc, seller.name, MARGIN, y, PARTY_WIDTH, { bold: true, size: 12 });
  const left = putLines(
    doc,
    [
      ...seller.addressLines,
      `GSTIN: ${seller.gstin}`,
      `State: ${seller.stateName}, Code: ${seller.stateCode}`,
      ...(seller.contactLines ?? []),
    ],
    MARGIN,
    y + nameHeight + 2,
    PARTY_WIDTH,
  );
  const right = putPairs(doc, identity, RIGHT_COLUMN_X, y, RIGHT_WIDTH);
  return Math.max(left, right);
}

/** 'Billed To' and the buyer, in the left column (the invoice's and its credit notes'); returns the y below. */
export function drawBilledTo(doc: Doc, member: TaxInvoice['member'], top: number): number {
  let left = top + put(doc, 'Billed To', MARGIN, top, PARTY_WIDTH, { bold: true }) + 2;
  left += put(doc, member.company, MARGIN, left, PARTY_WIDTH, { bold: true }) + 1;
  return putLines(
    doc,
    [
      `Attn: ${member.name}`,
      ...(member.addressLines ?? []),
      // An unregistered buyer (a Star member without a GSTIN) gets a tax invoice without a GSTIN
      // line: GST is charged all the same, it is a B2C supply (decision 030).
      ...(member.gstin ? [`GSTIN: ${member.gstin}`] : []),
      `State: ${member.placeOfSupply.stateName}, Code: ${member.placeOfSupply.stateCode}`,
    ],
    MARGIN,
    left,
    PARTY_WIDTH,
  );
}

/** The member on the left, the membership on the right; returns the y below them. */
export function drawParties(doc: Doc, invoice: TaxInvoice, top: number): number {
  const left = drawBilledTo(doc, invoice.member, top);
  const membership: Array<[string, string]> = [
    ['Member No.', invoice.memberNumber],
    ['Membership', invoice.membershipCategory],
  ];
  if (invoice.period) {
    const { from, to } = invoice.period;
    membership.push(['Period', `${formatIndiaDate(from)} to ${formatIndiaDate(to)}`]);
  }
  return Math.max(left, putPairs(doc, membership, RIGHT_COLUMN_X, top, RIGHT_WIDTH));
}

/** The total in words, the payment's identity and the signatory, each kept whole on a page. */
export function drawClosing(flow: InvoiceFlow, invoice: TaxInvoice): void {
  const { doc } = flow;
  const words = amountInWords(invoice.totalPaise);
  flow.makeRoom(3 * (BODY_SIZE + 4), false);
  flow.y += put(doc, 'Amount in words:', MARGIN, flow.y, CONTENT_WIDTH, { bold: true }) + 1;
  flow.y += put(doc, words, MARGIN, flow.y, CONTENT_WIDTH) + 12;

  const pairs = paymentPairs(invoice);
  flow.makeRoom((pairs.length + 1) * (BODY_SIZE + 4), false);
  flow.y += put(doc, 'Payment', MARGIN, flow.y, CONTENT_WIDTH, { bold: true }) + 2;
  flow.y = putPairs(doc, pairs, MARGIN, flow.y, CONTENT_WIDTH);
  flow.makeRoom(SIGNATORY_BLOCK_HEIGHT + 12, false);
  flow.y = drawSignatory(doc, invoice.seller, flow.y + 12);
}

/** On the last page; lineBreak off so pdfkit never opens a page for it. */
export function drawFooter(doc: Doc): void {
  doc
    .font(FONT)
    .fontSize(8)
    .text(INVOICE_FOOTER, MARGIN, PAGE_HEIGHT - MARGIN - 12, {
      width: CONTENT_WIDTH,
      align: 'center',
      lineBreak: false,
    });
}
