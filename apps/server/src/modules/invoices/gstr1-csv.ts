// The GSTR-1 sections as the GST offline tool's CSV files (decision 082): one file per section with
// the tool template's column headers, dates 'dd-MMM-yyyy', places '29-Karnataka', amounts and rates
// in rupees and per cent with two decimals and no grouping. No byte-order mark: the tool matches the
// first header by its text.
import { formatDocumentDate } from '@portico/domain/format';
import { gstr1PlaceOfSupply } from '@portico/domain/gstr1';
import { csvLine, type CsvDecimal, type CsvValue } from '../../lib/csv';
import type { ReturnDocument } from './gstr1-documents';
import { DOCUMENT_NATURES, type Gstr1Sections, type HsnRow } from './gstr1-sections';

/** Paise as rupees with two decimals: '-1234.50'. */
export function rupeeText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

const money = (paise: number): CsvDecimal => ({ decimal: rupeeText(paise) });
const rate = (basisPoints: number): CsvDecimal => ({ decimal: (basisPoints / 100).toFixed(2) });
const NO_CESS = money(0);
const dateOf = (iso: string) => formatDocumentDate(new Date(`${iso}T12:00:00+05:30`));
const placeOf = (row: { placeCode: string; placeName: string }) =>
  gstr1PlaceOfSupply(row.placeCode, row.placeName);

/** The tool's value for a regular supply to a registered person (b2b Invoice Type, cdnr Note Supply Type). */
const REGULAR_B2B = 'Regular B2B';

/** One column of a section's file: the tool template's header and the cell of one row. */
type Column<T> = readonly [header: string, cell: (item: T) => CsvValue];
type Taxed = { rateBasisPoints: number; taxablePaise: number };

const blank = (header: string) => [header, () => ''] as const;
/** The rate, taxable value and (no) cess that close every supply and note section. */
const RATE_COLUMNS: Column<Taxed>[] = [
  ['Rate', (d) => rate(d.rateBasisPoints)],
  ['Taxable Value', (d) => money(d.taxablePaise)],
  ['Cess Amount', () => NO_CESS],
];
const RECIPIENT_COLUMNS: Column<ReturnDocument>[] = [
  ['GSTIN/UIN of Recipient', (d) => d.buyerGstin],
  ['Receiver Name', (d) => d.buyerName],
];

const B2B: Column<ReturnDocument>[] = [
  ...RECIPIENT_COLUMNS,
  ['Invoice Number', (d) => d.number],
  ['Invoice date', (d) => dateOf(d.date)],
  ['Invoice Value', (d) => money(d.valuePaise)],
  ['Place Of Supply', placeOf],
  ['Reverse Charge', () => 'N'],
  blank('Applicable % of Tax Rate'),
  ['Invoice Type', () => REGULAR_B2B],
  blank('E-Commerce GSTIN'),
  ...RATE_COLUMNS,
];

const B2CL: Column<ReturnDocument>[] = [
  ['Invoice Number', (d) => d.number],
  ['Invoice date', (d) => dateOf(d.date)],
  ['Invoice Value', (d) => money(d.valuePaise)],
  ['Place Of Supply', placeOf],
  blank('Applicable % of Tax Rate'),
  ...RATE_COLUMNS,
  blank('E-Commerce GSTIN'),
];

const B2CS: Column<Gstr1Sections['b2cs'][number]>[] = [
  ['Type', () => 'OE'],
  ['Place Of Supply', placeOf],
  blank('Applicable % of Tax Rate'),
  ...RATE_COLUMNS,
  blank('E-Commerce GSTIN'),
];

const CDNR: Column<ReturnDocument>[] = [
  ...RECIPIENT_COLUMNS,
  ['Note Number', (d) => d.number],
  ['Note Date', (d) => dateOf(d.date)],
  ['Note Type', () => 'C'],
  ['Place Of Supply', placeOf],
  ['Reverse Charge', () => 'N'],
  ['Note Supply Type', () => REGULAR_B2B],
  ['Note Value', (d) => money(d.valuePaise)],
  blank('Applicable % of Tax Rate'),
  ...RATE_COLUMNS,
];

const CDNUR: Column<ReturnDocument>[] = [
  ['UR Type', () => 'B2CL'],
  ['Note Number', (d) => d.number],
  ['Note Date', (d) => dateOf(d.date)],
  ['Note Type', () => 'C'],
  ['Place Of Supply', placeOf],
  ['Note Value', (d) => money(d.valuePaise)],
  blank('Applicable % of Tax Rate'),
  ...RATE_COLUMNS,
];

/** Services have no unit: UQC 'NA', quantity 0. The tool describes a SAC from its own list. */
const HSN: Column<HsnRow>[] = [
  ['HSN', (r) => r.sacCode],
  blank('Description'),
  ['UQC', () => 'NA'],
  ['Total Quantity', () => money(0)],
  ['Total Value', (r) => money(r.valuePaise)],
  ['Rate', (r) => rate(r.rateBasisPoints)],
  ['Taxable Value', (r) => money(r.taxablePaise)],
  ['Integrated Tax Amount', (r) => money(r.igstPaise)],
  ['Central Tax Amount', (r) => money(r.cgstPaise)],
  ['State/UT Tax Amount', (r) => money(r.sgstPaise)],
  ['Cess Amount', () => NO_CESS],
];

const DOCS: Column<Gstr1Sections['docs'][number]>[] = [
  ['Nature of Document', (r) => DOCUMENT_NATURES[r.kind].name],
  ['Sr. No. From', (r) => r.from],
  ['Sr. No. To', (r) => r.to],
  ['Total Number', (r) => r.total],
  ['Cancelled', (r) => r.cancelled],
];

function csvOf<T>(columns: readonly Column<T>[], items: readonly T[]): string {
  const header = csvLine(columns.map(([name]) => name));
  return header + items.map((item) => csvLine(columns.map(([, cell]) => cell(item)))).join('');
}

/** The files, named as the tool's sections (the HSN summary in its B2B and B2C parts). */
export function gstr1CsvFiles(sections: Gstr1Sections): { name: string; text: string }[] {
  return [
    { name: 'b2b.csv', text: csvOf(B2B, sections.b2b) },
    { name: 'b2cl.csv', text: csvOf(B2CL, sections.b2cl) },
    { name: 'b2cs.csv', text: csvOf(B2CS, sections.b2cs) },
    { name: 'cdnr.csv', text: csvOf(CDNR, sections.cdnr) },
    { name: 'cdnur.csv', text: csvOf(CDNUR, sections.cdnur) },
    { name: 'hsn(b2b).csv', text: csvOf(HSN, sections.hsnB2b) },
    { name: 'hsn(b2c).csv', text: csvOf(HSN, sections.hsnB2c) },
    { name: 'docs.csv', text: csvOf(DOCS, sections.docs) },
  ];
}
