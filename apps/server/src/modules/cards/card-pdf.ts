// The membership card as a PDF (print or share): one page the size of a bank card (ISO/IEC 7810
// ID-1, 85.6 × 54 mm), drawn with pdfkit like the invoices, so a print at 100 % fits a card holder.
// The QR is the card page's: it opens the live check.
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../lib/pdf-bytes';
import { toBuffer } from 'qrcode';
import { BOLD, FONT, toWinAnsi } from '../receipts';
import type { WalletCard } from './wallet-card';

type Doc = InstanceType<typeof PDFDocument>;

const MM = 72 / 25.4;
const WIDTH = 85.6 * MM;
const HEIGHT = 54 * MM;
const PAD = 8;
const BAND = 30;
const PHOTO = { width: 46, height: 58 };
const QR_SIZE = 70;
const INK = '#1b1b1b';
const MUTED = '#505a5f';
const BAND_FILL = '#1d3557';
const LAPSED = '#b10e1e';

/** Draws an image where pdfkit can (PNG, JPEG); any other file is left out, not a failed card. */
function tryImage(doc: Doc, image: Buffer | null, x: number, y: number, fit: [number, number]) {
  if (!image) return false;
  try {
    doc.image(image, x, y, { fit, align: 'center', valign: 'center' });
    return true;
  } catch {
    return false;
  }
}

function header(doc: Doc, { association }: WalletCard): void {
  doc.rect(0, 0, WIDTH, BAND).fill(BAND_FILL);
  const hasLogo = association.logo !== null;
  if (hasLogo) doc.rect(PAD - 2, 4, 42, BAND - 8).fill('#ffffff');
  const drawn = tryImage(doc, association.logo, PAD, 5, [38, BAND - 10]);
  const x = drawn ? PAD + 46 : PAD;
  doc.fillColor('#ffffff').font(BOLD).fontSize(8.5);
  doc.text(toWinAnsi(association.name), x, 7, {
    width: WIDTH - x - PAD,
    height: BAND - 8,
    lineGap: -1,
    ellipsis: true,
  });
}

function facts(doc: Doc, { card }: WalletCard, x: number, width: number): void {
  let y = BAND + 6;
  doc.fillColor(INK).font(BOLD).fontSize(9);
  doc.text(toWinAnsi(card.name), x, y, { width, height: 22, ellipsis: true });
  y = doc.y + 1;
  doc
    .font(FONT)
    .fontSize(7)
    .text(toWinAnsi(card.company), x, y, { width, height: 18, ellipsis: true });
  y = doc.y + 3;
  const rows: [string, string][] = [
    ['Category', card.category],
    ['Member number', card.member_number],
    ['Valid till', card.valid_until || '-'],
  ];
  for (const [label, value] of rows) {
    doc.fillColor(MUTED).font(FONT).fontSize(5.5).text(label.toUpperCase(), x, y, { width });
    doc.fillColor(INK).font(BOLD).fontSize(7).text(toWinAnsi(value), x, doc.y, { width });
    y = doc.y + 1.5;
  }
}

export async function renderCardPdf(wallet: WalletCard, at: Date): Promise<Buffer> {
  const { card } = wallet;
  const doc = new PDFDocument({
    size: [WIDTH, HEIGHT],
    margin: 0,
    compress: true,
    info: { Title: `${wallet.association.name} membership card`, CreationDate: at },
  });
  const done = pdfBytes(doc);
  header(doc, wallet);
  const hasPhoto = tryImage(doc, wallet.photo, PAD, BAND + 6, [PHOTO.width, PHOTO.height]);
  const factsX = hasPhoto ? PAD + PHOTO.width + 6 : PAD;
  const qrX = WIDTH - PAD - QR_SIZE;
  facts(doc, wallet, factsX, qrX - factsX - 4);
  const qr = await toBuffer(card.verify_url, { errorCorrectionLevel: 'M', margin: 2, width: 300 });
  doc.image(qr, qrX, BAND + 4, { width: QR_SIZE, height: QR_SIZE });
  doc.fillColor(MUTED).font(FONT).fontSize(5);
  doc.text('Scan to check this card', qrX, BAND + 4 + QR_SIZE, { width: QR_SIZE, align: 'center' });
  if (!card.active) {
    doc.fillColor(LAPSED).font(BOLD).fontSize(6.5);
    doc.text('Not a current member', PAD, HEIGHT - PAD - 7, { width: WIDTH / 2 });
  }
  doc.end();
  return done;
}
