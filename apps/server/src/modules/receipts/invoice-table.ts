// The invoice's table: one row per line, then the taxable value, the tax and the total. A table that
// would run into the footer is closed, and continues on a new page under its headings again.
import { DEFAULT_SAC_CODE } from '@portico/domain/invoice';
import {
  COLUMNS,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  HEADER_FILL,
  MARGIN,
  ROW_PADDING,
  SUMMARY_ROW_HEIGHT,
  frame,
  put,
  rowHeight,
  rule,
  type Doc,
} from './invoice-layout';
import { formatInvoiceAmount, formatRupees } from './invoice-text';
import type { TaxInvoice } from './invoice-types';

/** Where drawing has got to on the current page, and where the open table started. */
export class InvoiceFlow {
  tableTop: number;

  constructor(
    readonly doc: Doc,
    private readonly invoiceNumber: string,
    public y: number,
  ) {
    this.tableTop = y;
  }

  /** Before a block that would run into the footer: close the table's frame, turn the page. */
  makeRoom(height: number, inTable: boolean): void {
    if (this.y + height <= CONTENT_BOTTOM) return;
    if (inTable) frame(this.doc, this.tableTop, this.y);
    this.doc.addPage();
    this.y = MARGIN;
    if (!inTable) return;
    this.y += put(this.doc, `${this.invoiceNumber} (continued)`, MARGIN, this.y, CONTENT_WIDTH, {
      size: 8,
    });
    this.tableTop = this.y + 4;
    this.y = drawTableHeader(this.doc, this.tableTop);
  }
}

/** The shaded column headings; returns the y below them. */
export function drawTableHeader(doc: Doc, top: number): number {
  doc.rect(MARGIN, top, CONTENT_WIDTH, SUMMARY_ROW_HEIGHT).fillColor(HEADER_FILL).fill();
  doc.fillColor('black');
  const y = top + ROW_PADDING;
  const bold = { bold: true };
  put(doc, '#', COLUMNS.serial.x + 4, y, COLUMNS.serial.width - 8, bold);
  put(doc, 'Description', COLUMNS.description.x + 4, y, COLUMNS.description.width - 8, bold);
  put(doc, 'SAC', COLUMNS.sac.x + 4, y, COLUMNS.sac.width - 8, bold);
  put(doc, 'Amount (₹)', COLUMNS.amount.x + 4, y, COLUMNS.amount.width - 8, {
    bold: true,
    align: 'right',
  });
  return top + SUMMARY_ROW_HEIGHT;
}

/** The table from `flow.y` on: its lines, then the summary rows; leaves `flow.y` below its frame. */
export function drawTable(
  flow: InvoiceFlow,
  invoice: TaxInvoice,
  taxRows: Array<{ label: string; paise: number }>,
): void {
  flow.tableTop = flow.y;
  flow.y = drawTableHeader(flow.doc, flow.y);
  drawLines(flow, invoice);
  drawSummary(flow, invoice, taxRows);
  frame(flow.doc, flow.tableTop, flow.y);
  flow.y += 8;
}

function drawLines(flow: InvoiceFlow, invoice: TaxInvoice): void {
  const { doc } = flow;
  const sac = invoice.sacCode ?? DEFAULT_SAC_CODE;
  invoice.lines.forEach((line, index) => {
    const height = rowHeight(doc, line.description);
    flow.makeRoom(height, true);
    rule(doc, flow.y);
    const cellY = flow.y + ROW_PADDING;
    put(doc, String(index + 1), COLUMNS.serial.x + 4, cellY, COLUMNS.serial.width - 8);
    put(doc, line.description, COLUMNS.description.x + 4, cellY, COLUMNS.description.width - 8);
    put(doc, sac, COLUMNS.sac.x + 4, cellY, COLUMNS.sac.width - 8);
    const amount = formatInvoiceAmount(line.amountPaise);
    put(doc, amount, COLUMNS.amount.x + 4, cellY, COLUMNS.amount.width - 8, { align: 'right' });
    flow.y += height;
  });
}

function drawSummary(
  flow: InvoiceFlow,
  invoice: TaxInvoice,
  taxRows: Array<{ label: string; paise: number }>,
): void {
  const { doc } = flow;
  const summary = [
    { label: 'Taxable Value', value: formatInvoiceAmount(invoice.taxablePaise), bold: false },
    ...taxRows.map((row) => ({
      label: row.label,
      value: formatInvoiceAmount(row.paise),
      bold: false,
    })),
    // Only when the association rounds totals (Settings): the order was charged the rounded total.
    ...(invoice.roundOffPaise
      ? [{ label: 'Round off', value: formatInvoiceAmount(invoice.roundOffPaise), bold: false }]
      : []),
    { label: 'Total', value: formatRupees(invoice.totalPaise), bold: true },
  ];
  const summaryLabelX = COLUMNS.sac.x - 100;
  const summaryLabelWidth = COLUMNS.amount.x - summaryLabelX - 8;
  for (const row of summary) {
    flow.makeRoom(SUMMARY_ROW_HEIGHT, true);
    rule(doc, flow.y);
    const cellY = flow.y + ROW_PADDING;
    put(doc, row.label, summaryLabelX, cellY, summaryLabelWidth, { bold: true, align: 'right' });
    put(doc, row.value, COLUMNS.amount.x + 4, cellY, COLUMNS.amount.width - 8, {
      bold: row.bold,
      align: 'right',
    });
    flow.y += SUMMARY_ROW_HEIGHT;
  }
}
