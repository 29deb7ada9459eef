// The invoice's page layout (A4, in points) and the drawing primitives its sections are made of.
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../lib/pdf-bytes';
import { toWinAnsi } from './invoice-text';
import { drawRupee, rupeeWidth } from './rupee-glyph';

// Layout, in points (A4 is 595.28 × 841.89).
export const MARGIN = 40;
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const RIGHT_COLUMN_X = 330;
export const PARTY_WIDTH = RIGHT_COLUMN_X - MARGIN - 15;
export const RIGHT_WIDTH = MARGIN + CONTENT_WIDTH - RIGHT_COLUMN_X;
export const LABEL_WIDTH = 95;
export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const BODY_SIZE = 9;
export const ROW_PADDING = 5;
export const RULE_COLOUR = '#999999';
export const HEADER_FILL = '#eeeeee';

/** Table columns: serial, description, SAC and amount. */
export const COLUMNS = {
  serial: { x: MARGIN, width: 30 },
  description: { x: MARGIN + 30, width: 315 },
  sac: { x: MARGIN + 345, width: 60 },
  amount: { x: MARGIN + 405, width: CONTENT_WIDTH - 405 },
} as const;

export type Doc = InstanceType<typeof PDFDocument>;

/** A compressed A4 document with the page margin and these details, and its bytes once ended. */
export function openA4(info: PDFKit.DocumentInfo): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, compress: true, info });
  return { doc, done: pdfBytes(doc) };
}

type PutOptions = { bold?: boolean; size?: number; align?: 'left' | 'right' | 'center' };

/** Draws text at (x, y) within width and returns its height; a '₹' on one line is drawn as a sign. */
export function put(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  options: PutOptions = {},
): number {
  if (text.includes('₹') && !/[\r\n]/.test(text))
    return putWithRupee(doc, text, x, y, width, options);
  const safe = toWinAnsi(text);
  doc
    .font(options.bold ? BOLD : FONT)
    .fontSize(options.size ?? BODY_SIZE)
    .text(safe, x, y, { width, align: options.align ?? 'left' });
  return doc.heightOfString(safe, { width });
}

/** One line holding '₹' signs: the text around them in the font, each sign as its shape. */
function putWithRupee(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  options: PutOptions,
): number {
  const size = options.size ?? BODY_SIZE;
  const bold = options.bold ?? false;
  doc.font(bold ? BOLD : FONT).fontSize(size);
  const parts = text.split('₹').map((part) => toWinAnsi(part));
  const sign = rupeeWidth(size, bold);
  const total =
    parts.reduce((sum, part) => sum + doc.widthOfString(part), 0) + (parts.length - 1) * sign;
  let cursor =
    options.align === 'right'
      ? x + width - total
      : options.align === 'center'
        ? x + (width - total) / 2
        : x;
  parts.forEach((part, index) => {
    if (index > 0) {
      drawRupee(doc, cursor, y, size, bold);
      cursor += sign;
    }
    if (part !== '') doc.text(part, cursor, y, { lineBreak: false });
    cursor += doc.widthOfString(part);
  });
  return doc.currentLineHeight(true);
}

/** Label–value pairs in two columns; returns the y below them. */
export function putPairs(
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
export function putLines(doc: Doc, lines: string[], x: number, y: number, width: number): number {
  let cursor = y;
  for (const line of lines) cursor += put(doc, line, x, cursor, width) + 1;
  return cursor;
}

export function rule(doc: Doc, y: number): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(RULE_COLOUR)
    .stroke();
}

/** A table row's height: the description may wrap, the other cells are one line. */
export function rowHeight(doc: Doc, description: string): number {
  doc.font(FONT).fontSize(BODY_SIZE);
  return (
    doc.heightOfString(toWinAnsi(description), { width: COLUMNS.description.width - 8 }) +
    2 * ROW_PADDING
  );
}

export const SUMMARY_ROW_HEIGHT = BODY_SIZE + 2 * ROW_PADDING + 2;
/** Where body content stops, leaving room for the footer line. */
export const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN - 30;

export function frame(doc: Doc, top: number, bottom: number): void {
  doc
    .rect(MARGIN, top, CONTENT_WIDTH, bottom - top)
    .lineWidth(0.5)
    .strokeColor(RULE_COLOUR)
    .stroke();
}
