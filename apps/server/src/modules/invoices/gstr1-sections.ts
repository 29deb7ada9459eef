// The GSTR-1 sections of a period's documents (decision 082). Invoices to registered buyers are b2b,
// to unregistered ones b2cl (inter-state, above the B2C large limit of the invoice's date) or b2cs
// (summed by place of supply and rate); credit notes to registered buyers are cdnr, to unregistered
// ones cdnur when their invoice was B2C large, else netted into b2cs. Every document counts in the
// HSN/SAC summary (its B2B or B2C part) and the documents issued. A document reported through
// e-invoicing (it has an IRN) reaches b2b and cdnr from the IRP, so it is left out of them here.
import { b2clLimitPaise } from '@portico/domain/gstr1';
import type { ReturnDocument } from './gstr1-documents';

export type Heads = {
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
};

export type B2csRow = Heads & {
  placeCode: string;
  placeName: string;
  interState: boolean;
  rateBasisPoints: number;
};

export type HsnRow = Heads & { sacCode: string; rateBasisPoints: number; valuePaise: number };

export const DOCUMENT_NATURES = {
  invoice: { name: 'Invoices for outward supply', docNum: 1 },
  credit_note: { name: 'Credit Note', docNum: 5 },
} as const;

export type DocsRow = {
  kind: ReturnDocument['kind'];
  series: string;
  from: string;
  to: string;
  total: number;
  cancelled: number;
};

export type Gstr1Sections = {
  b2b: ReturnDocument[];
  b2cl: ReturnDocument[];
  b2cs: B2csRow[];
  cdnr: ReturnDocument[];
  cdnur: ReturnDocument[];
  hsnB2b: HsnRow[];
  hsnB2c: HsnRow[];
  docs: DocsRow[];
  /** Left out of b2b and cdnr: reported through e-invoicing. */
  eInvoiced: { invoices: number; creditNotes: number };
};

type Section = 'b2b' | 'b2cl' | 'b2cs' | 'cdnr' | 'cdnur';

/** Where a document goes; 'einvoiced' when the IRP reports it. */
export function sectionOf(document: ReturnDocument): Section | 'einvoiced' {
  const isNote = document.kind === 'credit_note';
  if (document.buyerGstin !== null) {
    if (document.irn !== null) return 'einvoiced';
    return isNote ? 'cdnr' : 'b2b';
  }
  const isLarge =
    document.interState && document.invoiceValuePaise > b2clLimitPaise(document.invoiceDate);
  if (!isLarge) return 'b2cs';
  return isNote ? 'cdnur' : 'b2cl';
}

function addHeads<T extends Heads>(into: T, document: ReturnDocument, sign: 1 | -1): T {
  into.taxablePaise += sign * document.taxablePaise;
  into.igstPaise += sign * document.igstPaise;
  into.cgstPaise += sign * document.cgstPaise;
  into.sgstPaise += sign * document.sgstPaise;
  return into;
}

const ZERO: Heads = { taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 };

const byDateAndNumber = (a: ReturnDocument, b: ReturnDocument) =>
  a.date.localeCompare(b.date) || a.number.localeCompare(b.number);

/** Series and serial of a document number: 'PT/2627/' and 12 of 'PT/2627/000012'. */
function seriesOf(number: string): { series: string; serial: number } {
  const digits = /\d+$/.exec(number)?.[0] ?? '';
  return { series: number.slice(0, number.length - digits.length), serial: Number(digits || 0) };
}

type Series = DocsRow & { fromSerial: number; toSerial: number };

function countIssued(series: Map<string, Series>, document: ReturnDocument) {
  const { series: name, serial } = seriesOf(document.number);
  const key = `${document.kind} ${name}`;
  const row = series.get(key);
  if (!row) {
    series.set(key, {
      kind: document.kind,
      series: name,
      from: document.number,
      to: document.number,
      fromSerial: serial,
      toSerial: serial,
      total: 1,
      cancelled: 0,
    });
    return;
  }
  row.total += 1;
  if (serial < row.fromSerial) Object.assign(row, { from: document.number, fromSerial: serial });
  if (serial > row.toSerial) Object.assign(row, { to: document.number, toSerial: serial });
}

/** Collects documents one by one (any order) and answers the sections, each in a stable order. */
export function createSectionsBuilder() {
  const listed: Record<'b2b' | 'b2cl' | 'cdnr' | 'cdnur', ReturnDocument[]> = {
    b2b: [],
    b2cl: [],
    cdnr: [],
    cdnur: [],
  };
  const b2cs = new Map<string, B2csRow>();
  const hsn = { b2b: new Map<string, HsnRow>(), b2c: new Map<string, HsnRow>() };
  const series = new Map<string, Series>();
  const eInvoiced = { invoices: 0, creditNotes: 0 };

  function add(document: ReturnDocument): void {
    const sign = document.kind === 'credit_note' ? -1 : 1;
    const section = sectionOf(document);
    if (section === 'einvoiced') {
      eInvoiced[document.kind === 'invoice' ? 'invoices' : 'creditNotes'] += 1;
    } else if (section === 'b2cs') {
      const key = `${document.placeCode} ${document.rateBasisPoints}`;
      const row = b2cs.get(key) ?? {
        ...ZERO,
        placeCode: document.placeCode,
        placeName: document.placeName,
        interState: document.interState,
        rateBasisPoints: document.rateBasisPoints,
      };
      b2cs.set(key, addHeads(row, document, sign));
    } else {
      listed[section].push(document);
    }
    const part = hsn[document.buyerGstin === null ? 'b2c' : 'b2b'];
    const key = `${document.sacCode} ${document.rateBasisPoints}`;
    const row = part.get(key) ?? {
      ...ZERO,
      sacCode: document.sacCode,
      rateBasisPoints: document.rateBasisPoints,
      valuePaise: 0,
    };
    row.valuePaise += sign * document.valuePaise;
    part.set(key, addHeads(row, document, sign));
    countIssued(series, document);
  }

  function finish(): Gstr1Sections {
    const byKey = <T extends { rateBasisPoints: number }>(key: (row: T) => string) => {
      return (a: T, b: T) => key(a).localeCompare(key(b)) || a.rateBasisPoints - b.rateBasisPoints;
    };
    const natureOrder = (row: DocsRow) => DOCUMENT_NATURES[row.kind].docNum;
    return {
      b2b: listed.b2b.sort(byDateAndNumber),
      b2cl: listed.b2cl.sort(byDateAndNumber),
      b2cs: [...b2cs.values()].sort(byKey<B2csRow>((row) => row.placeCode)),
      cdnr: listed.cdnr.sort(byDateAndNumber),
      cdnur: listed.cdnur.sort(byDateAndNumber),
      hsnB2b: [...hsn.b2b.values()].sort(byKey<HsnRow>((row) => row.sacCode)),
      hsnB2c: [...hsn.b2c.values()].sort(byKey<HsnRow>((row) => row.sacCode)),
      docs: [...series.values()]
        .sort((a, b) => natureOrder(a) - natureOrder(b) || a.series.localeCompare(b.series))
        .map(({ fromSerial: _from, toSerial: _to, ...row }) => row),
      eInvoiced,
    };
  }

  return { add, finish };
}
