// The signatory block of a tax invoice or credit note (Rule 46(q): signed by the supplier or its
// authorised representative): "For <association>", room to sign, a line, the signatory's name and
// designation as the document was issued with them, and "Authorised Signatory". A document issued
// before the setting (or with it blank) has the line only, to be signed by hand.
import { BODY_SIZE, RIGHT_COLUMN_X, RIGHT_WIDTH, put, type Doc } from './invoice-layout';
import type { TaxInvoice } from './invoice-types';

export const AUTHORISED_SIGNATORY = 'Authorised Signatory';

/** The space left above the line for a signature or a stamp, points. */
const SIGNING_SPACE = 30;

/** Enough for the block with a two-line name of the association: a page is turned before it. */
export const SIGNATORY_BLOCK_HEIGHT = 2 * (BODY_SIZE + 4) + SIGNING_SPACE + 3 * (BODY_SIZE + 4);

/** Draws the block in the right column from `top`; returns the y below it. */
export function drawSignatory(doc: Doc, seller: TaxInvoice['seller'], top: number): number {
  const right = { align: 'right' } as const;
  let y = top;
  y += put(doc, `For ${seller.name}`, RIGHT_COLUMN_X, y, RIGHT_WIDTH, { ...right, bold: true });
  y += SIGNING_SPACE;
  doc
    .moveTo(RIGHT_COLUMN_X + RIGHT_WIDTH / 3, y)
    .lineTo(RIGHT_COLUMN_X + RIGHT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor('black')
    .stroke();
  y += 4;
  const { name, designation } = seller.signatory ?? { name: null, designation: null };
  for (const line of [name, designation, AUTHORISED_SIGNATORY]) {
    if (line) y += put(doc, line, RIGHT_COLUMN_X, y, RIGHT_WIDTH, right) + 1;
  }
  return y;
}
