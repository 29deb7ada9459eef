// The e-invoice's block on an invoice or credit note (decision 086): the IRN, the acknowledgement
// and the IRP's signed QR code, drawn as vector squares (the same bytes on every draw, decision 076).
import { formatIndiaDateTime } from '@portico/domain/invoice';
import QRCode from 'qrcode';
import { BODY_SIZE, CONTENT_WIDTH, MARGIN, put, putPairs, type Doc } from './invoice-layout';

/** Where the block goes: the invoice's flow (which turns the page), or a credit note's y. */
type Flow = { doc: Doc; y: number; makeRoom(height: number, inTable: boolean): void };

/** What the IRP answered for a document, as stored with it. */
export type EInvoiceMark = { irn: string; ackNo: string; ackDate: Date; signedQrCode: string };

/** The QR's side in points (about 4.2 cm: NIC asks for a code a phone reads off paper). */
const QR_SIDE = 120;
const TEXT_WIDTH = CONTENT_WIDTH - QR_SIDE - 16;

function drawQr(doc: Doc, text: string, x: number, y: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'L' });
  const cell = QR_SIDE / modules.size;
  doc.save().fillColor('black');
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
    }
  }
  doc.fill().restore();
}

export function drawEInvoiceBlock(flow: Flow, mark: EInvoiceMark): void {
  const { doc } = flow;
  flow.makeRoom(QR_SIDE + 24, false);
  const top = flow.y + 12;
  let y = top + put(doc, 'E-invoice', MARGIN, top, TEXT_WIDTH, { bold: true }) + 2;
  y += put(doc, `IRN: ${mark.irn}`, MARGIN, y, TEXT_WIDTH, { size: BODY_SIZE - 1 }) + 2;
  y = putPairs(
    doc,
    [
      ['Ack No.', mark.ackNo],
      ['Ack Date', formatIndiaDateTime(mark.ackDate)],
    ],
    MARGIN,
    y,
    TEXT_WIDTH,
  );
  drawQr(doc, mark.signedQrCode, MARGIN + CONTENT_WIDTH - QR_SIDE, top);
  flow.y = Math.max(y, top + QR_SIDE);
}

/** The IRP's registration printed on the invoice; none before it, or once cancelled. */
export function eInvoiceMarkOf(row: {
  irn: string | null;
  irnAckNo: string | null;
  irnAckDate: Date | null;
  irnSignedQr: string | null;
  irnCancelledAt: Date | null;
}): EInvoiceMark | null {
  if (!row.irn || !row.irnAckNo || !row.irnAckDate || !row.irnSignedQr || row.irnCancelledAt) {
    return null;
  }
  return {
    irn: row.irn,
    ackNo: row.irnAckNo,
    ackDate: row.irnAckDate,
    signedQrCode: row.irnSignedQr,
  };
}
