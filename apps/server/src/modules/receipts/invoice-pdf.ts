// The GST tax invoice a member downloads as their receipt ('Download Receipt'), drawn with pdfkit.
//
// It prints the amounts that were charged, never recomputes them: a caller passes the stored lines,
// taxable value, tax and total, and rendering refuses figures that do not add up (or a tax split that
// contradicts the place of supply) rather than issue a wrong tax document.
//
// The built-in Helvetica fonts keep the renderer fast and the file small, but they only encode
// Windows-1252: there is no '₹' (amounts read 'Rs. 11,800.00') and other scripts become '?'.
import PDFDocument from 'pdfkit';
import { amountInWords } from '@portico/domain/amount-in-words';
import { formatInrPaise } from '@portico/domain/currency';
import {
  CGST_RATE_PERCENT,
  DEFAULT_SAC_CODE,
  IGST_RATE_PERCENT,
  SGST_RATE_PERCENT,
  formatIndiaDate,
  formatIndiaDateTime,
  isIntraState,
  taxLines,
} from '@portico/domain/invoice';

/** A state or union territory with its two-digit GST state code. */
export type IndianState = { stateName: string; stateCode: string };

export type InvoiceLine = {
  description: string;
  /** Negative for a discount, e.g. 'Coupon WELCOME10'. */
  amountPaise: number;
};

/** CGST + SGST within the association's state, IGST across states (see isIntraState). */
export type InvoiceTax =
  | { kind: 'intra-state'; cgstPaise: number; sgstPaise: number }
  | { kind: 'inter-state'; igstPaise: number };

export type TaxInvoice = {
  seller: IndianState & { name: string; addressLines: string[]; gstin: string };
  invoiceNumber: string;
  invoiceDate: Date;
  member: {
    /** The authorised person the invoice is addressed to. */
    name: string;
    company: string;
    /** null for an unregistered member. */
    gstin: string | null;
    addressLines: string[] | null;
    /** The member's state; the seller's own state when the member's is unknown (B2C). */
    placeOfSupply: IndianState;
  };
  /** Unique_id. */
  memberNumber: string;
  membershipCategory: string;
  period?: { from: Date; to: Date };
  /** DEFAULT_SAC_CODE (999599) when absent. */
  sacCode?: string;
  lines: InvoiceLine[];
  taxablePaise: number;
  tax: InvoiceTax;
  totalPaise: number;
  orderId: string;
  providerPaymentId: string;
  paidAt: Date;
};

export const INVOICE_FOOTER = 'This is a computer-generated invoice.';

/**
 * Amount with two decimals in Indian grouping, e.g. 1180000 → '11,800.00', -100000 → '-1,000.00'.
 * The rupee part goes through the shared formatInrPaise so grouping matches every other screen.
 */
export function formatInvoiceAmount(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`paise must be an integer, got ${paise}`);
  const magnitude = Math.abs(paise);
  const paisePart = magnitude % 100;
  const rupees = formatInrPaise(magnitude - paisePart);
  return `${paise < 0 ? '-' : ''}${rupees}.${String(paisePart).padStart(2, '0')}`;
}

/** 'Rs. 11,800.00'. */
export function formatRupees(paise: number): string {
  return `Rs. ${formatInvoiceAmount(paise)}`;
}

/** Characters outside Windows-1252 that the standard fonts still map (curly quotes, dashes, €…). */
const WIN_ANSI_EXTRAS = new Set('ƒ–—‘’‚“”„†‡•…€‰‹›ˆ™ŒœŠšŸŽž˜');

function encodable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
  );
}

/**
 * Text the standard fonts can draw: any whitespace becomes a space, accents are dropped where the
 * letter needs it ('ğ' → 'g'), anything else becomes '?'.
 */
export function toWinAnsi(text: string): string {
  let result = '';
  for (const char of text.replaceAll('₹', 'Rs.')) {
    if (encodable(char)) {
      result += char;
      continue;
    }
    if (/\s/u.test(char)) {
      result += ' ';
      continue;
    }
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    result += base !== '' && [...base].every(encodable) ? base : '?';
  }
  return result;
}

/** Refuses an invoice whose figures do not add up; returns the rate rows to print. */
function checkedTaxRows(invoice: TaxInvoice): Array<{ label: string; paise: number }> {
  const { lines, taxablePaise, tax, totalPaise } = invoice;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountPaise)) {
      throw new RangeError(`line '${line.description}' must be whole paise`);
    }
  }
  const linesSum = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  if (linesSum !== taxablePaise) {
    throw new RangeError(`lines add up to ${linesSum} paise, taxable value is ${taxablePaise}`);
  }
  const intraState = isIntraState(invoice.member.placeOfSupply.stateCode, invoice.seller.stateCode);
  if ((tax.kind === 'intra-state') !== intraState) {
    throw new RangeError(`place of supply makes this ${intraState ? 'intra' : 'inter'}-state`);
  }
  const expected = taxLines({ taxablePaise, intraState });
  const rows =
    tax.kind === 'intra-state'
      ? [
          { label: `CGST @ ${CGST_RATE_PERCENT}%`, paise: tax.cgstPaise, expected: expected.cgst },
          { label: `SGST @ ${SGST_RATE_PERCENT}%`, paise: tax.sgstPaise, expected: expected.sgst },
        ]
      : [{ label: `IGST @ ${IGST_RATE_PERCENT}%`, paise: tax.igstPaise, expected: expected.igst }];
  for (const row of rows) {
    if (row.paise !== row.expected) {
      throw new RangeError(`${row.label} is ${row.paise} paise, expected ${row.expected}`);
    }
  }
  if (totalPaise !== taxablePaise + expected.gst) {
    throw new RangeError(`total ${totalPaise} paise is not taxable value + GST`);
  }
  return rows.map(({ label, paise }) => ({ label, paise }));
}

// Layout, in points (A4 is 595.28 × 841.89).
const MARGIN = 40;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const RIGHT_COLUMN_X = 330;
const PARTY_WIDTH = RIGHT_COLUMN_X - MARGIN - 15;
const RIGHT_WIDTH = MARGIN + CONTENT_WIDTH - RIGHT_COLUMN_X;
const LABEL_WIDTH = 95;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const BODY_SIZE = 9;
const ROW_PADDING = 5;
const RULE_COLOUR = '#999999';
const HEADER_FILL = '#eeeeee';

/** Table columns: serial, description, SAC and amount. */
const COLUMNS = {
  serial: { x: MARGIN, width: 30 },
  description: { x: MARGIN + 30, width: 315 },
  sac: { x: MARGIN + 345, width: 60 },
  amount: { x: MARGIN + 405, width: CONTENT_WIDTH - 405 },
} as const;

type Doc = InstanceType<typeof PDFDocument>;

/** Draws text at (x, y) within width and returns its height. */
function put(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  options: { bold?: boolean; size?: number; align?: 'left' | 'right' | 'center' } = {},
): number {
  const safe = toWinAnsi(text);
  doc
    .font(options.bold ? BOLD : FONT)
    .fontSize(options.size ?? BODY_SIZE)
    .text(safe, x, y, { width, align: options.align ?? 'left' });
  return doc.heightOfString(safe, { width });
}

/** Label–value pairs in two columns; returns the y below them. */
function putPairs(
  doc: Doc,
  pairs: Array<[string, string]>,
  x: number,
  y: number,
  width: number,
): number {
  let cursor = y;
  for (const [label, value] of pairs) {
    put(doc, label, x, cursor, LABEL_WIDTH, { bold: true });
    cursor += Math.max(
      doc.font(BOLD).heightOfString(label, { width: LABEL_WIDTH }),
      put(doc, value, x + LABEL_WIDTH, cursor, width - LABEL_WIDTH),
    );
    cursor += 2;
  }
  return cursor;
}

/** Draws one block of lines (a party's name, address…) and returns the y below it. */
function putLines(doc: Doc, lines: string[], x: number, y: number, width: number): number {
  let cursor = y;
  for (const line of lines) cursor += put(doc, line, x, cursor, width) + 1;
  return cursor;
}

function rule(doc: Doc, y: number): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(RULE_COLOUR)
    .stroke();
}

/** A table row's height: the description may wrap, the other cells are one line. */
function rowHeight(doc: Doc, description: string): number {
  doc.font(FONT).fontSize(BODY_SIZE);
  return (
    doc.heightOfString(toWinAnsi(description), { width: COLUMNS.description.width - 8 }) +
    2 * ROW_PADDING
  );
}

const SUMMARY_ROW_HEIGHT = BODY_SIZE + 2 * ROW_PADDING + 2;
/** Where body content stops, leaving room for the footer line. */
const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN - 30;

/** The title, the supplier and the invoice's identity; returns the y below them. */
function drawHeading(doc: Doc, invoice: TaxInvoice): number {
  const { seller, member } = invoice;
  let y = MARGIN;
  y += put(doc, 'TAX INVOICE', MARGIN, y, CONTENT_WIDTH, { bold: true, size: 16, align: 'center' });
  y += put(doc, 'Original for Recipient', MARGIN, y, CONTENT_WIDTH, { align: 'center', size: 8 });
  y += 10;

  const nameHeight = put(doc, seller.name, MARGIN, y, PARTY_WIDTH, { bold: true, size: 12 });
  const left = putLines(
    doc,
    [
      ...seller.addressLines,
      `GSTIN: ${seller.gstin}`,
      `State: ${seller.stateName}, Code: ${seller.stateCode}`,
    ],
    MARGIN,
    y + nameHeight + 2,
    PARTY_WIDTH,
  );
  const { stateName, stateCode } = member.placeOfSupply;
  const right = putPairs(
    doc,
    [
      ['Invoice No.', invoice.invoiceNumber],
      ['Invoice Date', formatIndiaDate(invoice.invoiceDate)],
      ['Place of Supply', `${stateName} (${stateCode})`],
      ['Reverse Charge', 'No'],
    ],
    RIGHT_COLUMN_X,
    y,
    RIGHT_WIDTH,
  );
  return Math.max(left, right);
}

/** The member on the left, the membership on the right; returns the y below them. */
function drawParties(doc: Doc, invoice: TaxInvoice, top: number): number {
  const { member } = invoice;
  let left = top + put(doc, 'Billed To', MARGIN, top, PARTY_WIDTH, { bold: true }) + 2;
  left += put(doc, member.company, MARGIN, left, PARTY_WIDTH, { bold: true }) + 1;
  left = putLines(
    doc,
    [
      `Attn: ${member.name}`,
      ...(member.addressLines ?? []),
      `GSTIN: ${member.gstin ?? 'Unregistered'}`,
      `State: ${member.placeOfSupply.stateName}, Code: ${member.placeOfSupply.stateCode}`,
    ],
    MARGIN,
    left,
    PARTY_WIDTH,
  );
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

/** The shaded column headings; returns the y below them. */
function drawTableHeader(doc: Doc, top: number): number {
  doc.rect(MARGIN, top, CONTENT_WIDTH, SUMMARY_ROW_HEIGHT).fillColor(HEADER_FILL).fill();
  doc.fillColor('black');
  const y = top + ROW_PADDING;
  const bold = { bold: true };
  put(doc, '#', COLUMNS.serial.x + 4, y, COLUMNS.serial.width - 8, bold);
  put(doc, 'Description', COLUMNS.description.x + 4, y, COLUMNS.description.width - 8, bold);
  put(doc, 'SAC', COLUMNS.sac.x + 4, y, COLUMNS.sac.width - 8, bold);
  put(doc, 'Amount (Rs.)', COLUMNS.amount.x + 4, y, COLUMNS.amount.width - 8, {
    bold: true,
    align: 'right',
  });
  return top + SUMMARY_ROW_HEIGHT;
}

function frame(doc: Doc, top: number, bottom: number): void {
  doc
    .rect(MARGIN, top, CONTENT_WIDTH, bottom - top)
    .lineWidth(0.5)
    .strokeColor(RULE_COLOUR)
    .stroke();
}

/** Renders the invoice as an A4 PDF: one page, more only for an unusually long list of lines. */
export async function renderTaxInvoice(invoice: TaxInvoice): Promise<Buffer> {
  const taxRows = checkedTaxRows(invoice);
  const sac = invoice.sacCode ?? DEFAULT_SAC_CODE;

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: true,
    // The invoice date as creation date (and so file id) makes an invoice render to the same bytes.
    info: {
      Title: toWinAnsi(`Tax Invoice ${invoice.invoiceNumber}`),
      Author: toWinAnsi(invoice.seller.name),
      Subject: toWinAnsi(`Membership ${invoice.memberNumber}`),
      CreationDate: invoice.invoiceDate,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = drawHeading(doc, invoice) + 8;
  rule(doc, y);
  y = drawParties(doc, invoice, y + 8) + 12;

  // The table: one row per line, then the taxable value, the tax and the total.
  let tableTop = y;
  y = drawTableHeader(doc, y);
  /** Before a block that would run into the footer: close the table's frame, turn the page. */
  const makeRoom = (height: number, inTable: boolean): void => {
    if (y + height <= CONTENT_BOTTOM) return;
    if (inTable) frame(doc, tableTop, y);
    doc.addPage();
    y = MARGIN;
    if (!inTable) return;
    y += put(doc, `${invoice.invoiceNumber} (continued)`, MARGIN, y, CONTENT_WIDTH, { size: 8 });
    tableTop = y + 4;
    y = drawTableHeader(doc, tableTop);
  };

  invoice.lines.forEach((line, index) => {
    const height = rowHeight(doc, line.description);
    makeRoom(height, true);
    rule(doc, y);
    const cellY = y + ROW_PADDING;
    put(doc, String(index + 1), COLUMNS.serial.x + 4, cellY, COLUMNS.serial.width - 8);
    put(doc, line.description, COLUMNS.description.x + 4, cellY, COLUMNS.description.width - 8);
    put(doc, sac, COLUMNS.sac.x + 4, cellY, COLUMNS.sac.width - 8);
    const amount = formatInvoiceAmount(line.amountPaise);
    put(doc, amount, COLUMNS.amount.x + 4, cellY, COLUMNS.amount.width - 8, { align: 'right' });
    y += height;
  });

  const summary = [
    { label: 'Taxable Value', value: formatInvoiceAmount(invoice.taxablePaise), bold: false },
    ...taxRows.map((row) => ({
      label: row.label,
      value: formatInvoiceAmount(row.paise),
      bold: false,
    })),
    { label: 'Total', value: formatRupees(invoice.totalPaise), bold: true },
  ];
  const summaryLabelX = COLUMNS.sac.x - 100;
  const summaryLabelWidth = COLUMNS.amount.x - summaryLabelX - 8;
  for (const row of summary) {
    makeRoom(SUMMARY_ROW_HEIGHT, true);
    rule(doc, y);
    const cellY = y + ROW_PADDING;
    put(doc, row.label, summaryLabelX, cellY, summaryLabelWidth, { bold: true, align: 'right' });
    put(doc, row.value, COLUMNS.amount.x + 4, cellY, COLUMNS.amount.width - 8, {
      bold: row.bold,
      align: 'right',
    });
    y += SUMMARY_ROW_HEIGHT;
  }
  frame(doc, tableTop, y);
  y += 8;

  const words = amountInWords(invoice.totalPaise);
  makeRoom(3 * (BODY_SIZE + 4), false);
  y += put(doc, 'Amount in words:', MARGIN, y, CONTENT_WIDTH, { bold: true }) + 1;
  y += put(doc, words, MARGIN, y, CONTENT_WIDTH) + 12;

  makeRoom(5 * (BODY_SIZE + 4), false);
  y += put(doc, 'Payment', MARGIN, y, CONTENT_WIDTH, { bold: true }) + 2;
  putPairs(
    doc,
    [
      ['Order ID', invoice.orderId],
      ['Payment ID', invoice.providerPaymentId],
      ['Paid On', formatIndiaDateTime(invoice.paidAt)],
      ['Status', 'Paid in full'],
    ],
    MARGIN,
    y,
    CONTENT_WIDTH,
  );

  // On the last page; lineBreak off so pdfkit never opens a page for it.
  doc
    .font(FONT)
    .fontSize(8)
    .text(INVOICE_FOOTER, MARGIN, PAGE_HEIGHT - MARGIN - 12, {
      width: CONTENT_WIDTH,
      align: 'center',
      lineBreak: false,
    });

  doc.end();
  return await done;
}
