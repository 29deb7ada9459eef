// The GST credit note of a refund as a PDF (issue #15), drawn like the tax invoice (pdfkit, the same
// layout helpers and fonts): 'CREDIT NOTE', its number and date, the invoice it is issued against,
// the buyer and place of supply, SAC, taxable value, the taxes, total and the reason. It prints the
// stored figures and refuses ones that do not add up.
import { drawEInvoiceBlock, type EInvoiceMark } from './einvoice-block';
import { amountInWords } from '@portico/domain/amount-in-words';
import { DEFAULT_GST_RATE_BASIS_POINTS } from '@portico/domain/constants';
import { formatIndiaDate, gstRateLabels } from '@portico/domain/invoice';
import type { CreditNote } from './credit-note-types';
import {
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  MARGIN,
  openA4,
  PAGE_HEIGHT,
  RIGHT_COLUMN_X,
  RIGHT_WIDTH,
  put,
  putPairs,
  rule,
  type Doc,
} from './invoice-layout';
import { drawBilledTo, drawSupplier, LOGO_FIT } from './invoice-sections';
import { drawSignatory, SIGNATORY_BLOCK_HEIGHT } from './signatory-block';
import { formatInvoiceAmount, formatRupees, toWinAnsi } from './invoice-text';

export const CREDIT_NOTE_FOOTER = 'This is a computer-generated credit note.';

/** Refuses figures that do not add up rather than issue a wrong tax document. */
function taxRows(note: CreditNote): Array<[string, number]> {
  // The rate of the order the note is issued against, never the association's current setting.
  const rate = gstRateLabels(note.gstRateBasisPoints ?? DEFAULT_GST_RATE_BASIS_POINTS);
  const rows: Array<[string, number]> =
    note.tax.kind === 'intra-state'
      ? [
          [`CGST @ ${rate.cgst}`, note.tax.cgstPaise],
          [`SGST @ ${rate.sgst}`, note.tax.sgstPaise],
        ]
      : [[`IGST @ ${rate.igst}`, note.tax.igstPaise]];
  if (note.roundOffPaise) rows.push(['Round off', note.roundOffPaise]);
  const sum = rows.reduce((total, [, paise]) => total + paise, note.taxablePaise);
  if (sum !== note.totalPaise) {
    throw new RangeError(
      `credit note ${note.number}: ${sum} paise is not its total ${note.totalPaise}`,
    );
  }
  return rows;
}

export async function renderCreditNote(
  note: CreditNote,
  eInvoice: EInvoiceMark | null = null,
): Promise<Buffer> {
  const rows = taxRows(note);
  const { doc, done } = openA4({
    Title: toWinAnsi(`Credit Note ${note.number}`),
    Author: toWinAnsi(note.seller.name),
    Subject: toWinAnsi(`Against invoice ${note.invoiceNumber}`),
    CreationDate: note.issuedAt,
  });
  let y = drawHeading(doc, note) + 8;
  rule(doc, y);
  y = drawBuyer(doc, note, y + 8) + 12;
  y = drawFigures(doc, note, rows, y) + 14;
  y += put(doc, 'Amount in words:', MARGIN, y, CONTENT_WIDTH, { bold: true }) + 1;
  y += put(doc, amountInWords(note.totalPaise), MARGIN, y, CONTENT_WIDTH) + 12;
  y += put(doc, 'Reason', MARGIN, y, CONTENT_WIDTH, { bold: true }) + 1;
  y += put(doc, note.reason, MARGIN, y, CONTENT_WIDTH) + 12;
  if (eInvoice) {
    // One page: the block fits between the reason and the signatory.
    const flow = { doc, y: y - 12, makeRoom: () => undefined };
    drawEInvoiceBlock(flow, eInvoice);
    y = flow.y + 12;
  }
  // One page: a reason runs to a few lines at most, the block fits above the footer.
  drawSignatory(doc, note.seller, Math.min(y, CONTENT_BOTTOM - SIGNATORY_BLOCK_HEIGHT));
  doc.fontSize(8).text(CREDIT_NOTE_FOOTER, MARGIN, PAGE_HEIGHT - MARGIN - 12, {
    width: CONTENT_WIDTH,
    align: 'center',
    lineBreak: false,
  });
  doc.end();
  return done;
}

function drawHeading(doc: Doc, note: CreditNote): number {
  const { seller } = note;
  let y = MARGIN;
  // The association's logo, as on the invoice it is issued against (issue #27).
  if (seller.logo) doc.image(seller.logo, MARGIN, y, { fit: LOGO_FIT });
  y += put(doc, 'CREDIT NOTE', MARGIN, y, CONTENT_WIDTH, { bold: true, size: 16, align: 'center' });
  y += put(
    doc,
    `Against invoice ${note.invoiceNumber} dated ${formatIndiaDate(note.invoiceDate)}`,
    MARGIN,
    y,
    CONTENT_WIDTH,
    {
      align: 'center',
      size: 9,
    },
  );
  const { stateName, stateCode } = note.member.placeOfSupply;
  return drawSupplier(doc, seller, y, [
    ['Credit Note No.', note.number],
    ['Date', formatIndiaDate(note.issuedAt)],
    ['Invoice No.', note.invoiceNumber],
    ['Invoice Date', formatIndiaDate(note.invoiceDate)],
    ['Place of Supply', `${stateName} (${stateCode})`],
    ['Reverse Charge', 'No'],
  ]);
}

function drawBuyer(doc: Doc, note: CreditNote, top: number): number {
  const left = drawBilledTo(doc, note.member, top);
  const right = putPairs(
    doc,
    [
      ['Member No.', note.memberNumber],
      ['Order ID', note.orderId],
    ],
    RIGHT_COLUMN_X,
    top,
    RIGHT_WIDTH,
  );
  return Math.max(left, right);
}

/** The value credited, then each tax and the total, amounts right-aligned. */
function drawFigures(
  doc: Doc,
  note: CreditNote,
  rows: Array<[string, number]>,
  top: number,
): number {
  const amountX = MARGIN + CONTENT_WIDTH - 120;
  const line = (label: string, paise: number, bold = false) => {
    const height = put(doc, label, MARGIN, y, amountX - MARGIN - 10, { bold });
    const amount = bold ? formatRupees(paise) : formatInvoiceAmount(paise);
    put(doc, amount, amountX, y, 120, { bold, align: 'right' });
    y += height + 6;
  };
  let y = top;
  put(doc, 'Description', MARGIN, y, 300, { bold: true });
  put(doc, 'Amount (₹)', amountX, y, 120, { bold: true, align: 'right' });
  y += 14;
  rule(doc, y);
  y += 6;
  line(`${note.description} (SAC ${note.sacCode}) – taxable value credited`, note.taxablePaise);
  for (const [label, paise] of rows) line(label, paise);
  rule(doc, y);
  y += 6;
  line('Total credited', note.totalPaise, true);
  return y;
}
