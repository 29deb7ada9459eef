// The rupee sign (₹, U+20B9) drawn as a vector shape: the built-in Helvetica fonts the documents use
// have no '₹' (they encode Windows-1252 only), and embedding a whole font for one sign would grow every
// PDF and bring a font file to ship. The outlines are DejaVu Sans's ₹ (regular and bold; DejaVu's
// additions are in the public domain), in font units of a 2048-unit em, y up from the baseline.
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

const UNITS_PER_EM = 2048;
/** Helvetica's ascender (AFM: 718/1000): pdfkit puts a line's baseline that far below its top. */
const HELVETICA_ASCENDER = 0.718;

const REGULAR = {
  advance: 1303,
  path: 'M106 1370L161 1493L1199 1493L1144 1370L790 1370Q869 1292 890 1163L1199 1163L1144 1040L898 1040Q893 914 832 829Q767 736 642 700Q707 678 768 606Q827 538 892 408L1097 0L880 0L689 383Q614 534 546 582Q476 631 356 631L136 631L136 797L390 797Q536 797 610 864Q678 926 684 1040L106 1040L161 1163L673 1163Q655 1230 610 1282Q536 1370 390 1370Z',
};
const BOLD = {
  advance: 1425,
  path: 'M103 1298L191 1493L1325 1493L1239 1298L923 1298Q955 1242 967 1168L1325 1168L1239 973L962 973Q945 896 902 838Q830 743 686 698Q765 680 828 616Q891 552 954 424L1163 0L753 0L571 371Q516 483 459.5 524Q403 565 309 565L159 565L159 831L362 831Q483 831 536 898Q562 931 575 973L103 973L191 1168L572 1168Q559 1205 536 1234Q483 1298 362 1298Z',
};

/** The sign's width at a font size, in points. */
export function rupeeWidth(size: number, bold: boolean): number {
  return ((bold ? BOLD : REGULAR).advance * size) / UNITS_PER_EM;
}

/** Draws the sign with its left edge at x on the baseline of a line whose top is y. */
export function drawRupee(doc: Doc, x: number, y: number, size: number, bold: boolean): void {
  const glyph = bold ? BOLD : REGULAR;
  const scale = size / UNITS_PER_EM;
  doc
    .save()
    .translate(x, y + HELVETICA_ASCENDER * size)
    .scale(scale, -scale)
    .path(glyph.path)
    .fill('black')
    .restore();
}
