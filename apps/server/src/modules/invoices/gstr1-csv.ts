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

type Table<T> = { headers: string[]; row: (item: T) => CsvValue[] };

const B2B: Table<ReturnDocument> = {
  headers: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  row: (d) => [
    d.buyerGstin,
    d.buyerName,
    d.number,
    dateOf(d.date),
    money(d.valuePaise),
    placeOf(d),
    'N',
    '',
    REGULAR_B2B,
    '',
    rate(d.rateBasisPoints),
    money(d.taxablePaise),
    NO_CESS,
  ],
};

const B2CL: Table<ReturnDocument> = {
  headers: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  row: (d) => [
    d.number,
    dateOf(d.date),
    money(d.valuePaise),
    placeOf(d),
    '',
    rate(d.rateBasisPoints),
    money(d.taxablePaise),
    NO_CESS,
    '',
  ],
};

const B2CS: Table<Gstr1Sections['b2cs'][number]> = {
  headers: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  row: (r) => ['OE', placeOf(r), '', rate(r.rateBasisPoints), money(r.taxablePaise), NO_CESS, ''],
};

const CDNR: Table<ReturnDocument> = {
  headers: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  row: (d) => [
    d.buyerGstin,
    d.buyerName,
    d.number,
    dateOf(d.date),
    'C',
    placeOf(d),
    'N',
    REGULAR_B2B,
    money(d.valuePaise),
    '',
    rate(d.rateBasisPoints),
    money(d.taxablePaise),
    NO_CESS,
  ],
};

const CDNUR: Table<ReturnDocument> = {
  headers: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  row: (d) => [
    'B2CL',
    d.number,
    dateOf(d.date),
    'C',
    placeOf(d),
    money(d.valuePaise),
    '',
    rate(d.rateBasisPoints),
    money(d.taxablePaise),
    NO_CESS,
  ],
};

/** Services have no unit: UQC 'NA', quantity 0. The tool describes a SAC from its own list. */
const HSN: Table<HsnRow> = {
  headers: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
  row: (r) => [
    r.sacCode,
    '',
    'NA',
    money(0),
    money(r.valuePaise),
    rate(r.rateBasisPoints),
    money(r.taxablePaise),
    money(r.igstPaise),
    money(r.cgstPaise),
    money(r.sgstPaise),
    NO_CESS,
  ],
};

const DOCS: Table<Gstr1Sections['docs'][number]> = {
  headers: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
  row: (r) => [DOCUMENT_NATURES[r.kind].name, r.from, r.to, r.total, r.cancelled],
};

function csvOf<T>(table: Table<T>, items: readonly T[]): string {
  return csvLine(table.headers) + items.map((item) => csvLine(table.row(item))).join('');
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
