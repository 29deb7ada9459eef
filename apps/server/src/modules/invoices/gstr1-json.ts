// The GSTR-1 sections as the portal's JSON (decision 082): the same figures as the CSV files, in
// rupees as numbers, dates 'dd-mm-yyyy', places by their two-digit code. One item per document:
// the association issues at one rate per document.
import type { ReturnDocument } from './gstr1-documents';
import { DOCUMENT_NATURES, type Gstr1Sections, type Heads, type HsnRow } from './gstr1-sections';

const rupees = (paise: number) => paise / 100;
const rateOf = (basisPoints: number) => basisPoints / 100;
const dmy = (iso: string) => iso.split('-').reverse().join('-');

/** An item's tax: IGST between states, CGST and SGST within; no cess. */
function itemOf(heads: Heads & { rateBasisPoints: number }, interState: boolean) {
  return {
    num: 1,
    itm_det: {
      txval: rupees(heads.taxablePaise),
      rt: rateOf(heads.rateBasisPoints),
      ...(interState
        ? { iamt: rupees(heads.igstPaise) }
        : { camt: rupees(heads.cgstPaise), samt: rupees(heads.sgstPaise) }),
      csamt: 0,
    },
  };
}

/** Documents grouped by a key, in the order the key first appears. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return [...groups.entries()];
}

/** What an invoice or credit note to a registered buyer ends with: value, place, type and items. */
const registeredSupplyOf = (d: ReturnDocument) => ({
  val: rupees(d.valuePaise),
  pos: d.placeCode,
  rchrg: 'N',
  inv_typ: 'R',
  itms: [itemOf(d, d.interState)],
});

const b2bOf = (documents: readonly ReturnDocument[]) =>
  groupBy(documents, (d) => d.buyerGstin ?? '').map(([ctin, invoices]) => ({
    ctin,
    inv: invoices.map((d) => ({ inum: d.number, idt: dmy(d.date), ...registeredSupplyOf(d) })),
  }));

const b2clOf = (documents: readonly ReturnDocument[]) =>
  groupBy(documents, (d) => d.placeCode).map(([pos, invoices]) => ({
    pos,
    inv: invoices.map((d) => ({
      inum: d.number,
      idt: dmy(d.date),
      val: rupees(d.valuePaise),
      itms: [itemOf(d, true)],
    })),
  }));

const cdnrOf = (documents: readonly ReturnDocument[]) =>
  groupBy(documents, (d) => d.buyerGstin ?? '').map(([ctin, notes]) => ({
    ctin,
    nt: notes.map((d) => ({
      ntty: 'C',
      nt_num: d.number,
      nt_dt: dmy(d.date),
      ...registeredSupplyOf(d),
    })),
  }));

const hsnOf = (rows: readonly HsnRow[]) =>
  rows.map((row, index) => ({
    num: index + 1,
    hsn_sc: row.sacCode,
    desc: '',
    uqc: 'NA',
    qty: 0,
    rt: rateOf(row.rateBasisPoints),
    txval: rupees(row.taxablePaise),
    iamt: rupees(row.igstPaise),
    camt: rupees(row.cgstPaise),
    samt: rupees(row.sgstPaise),
    csamt: 0,
  }));

function docIssueOf(docs: Gstr1Sections['docs']) {
  return {
    doc_det: groupBy(docs, (row) => row.kind).map(([, rows]) => {
      const nature = DOCUMENT_NATURES[rows[0]?.kind ?? 'invoice'];
      return {
        doc_num: nature.docNum,
        doc_typ: nature.name,
        docs: rows.map((row, index) => ({
          num: index + 1,
          from: row.from,
          to: row.to,
          totnum: row.total,
          cancel: row.cancelled,
          net_issue: row.total - row.cancelled,
        })),
      };
    }),
  };
}

/** The return for the seller's GSTIN and the period's `fp` ('MMYYYY'). */
export function gstr1Json(gstin: string, fp: string, sections: Gstr1Sections) {
  return {
    gstin,
    fp,
    b2b: b2bOf(sections.b2b),
    b2cl: b2clOf(sections.b2cl),
    b2cs: sections.b2cs.map((row) => {
      const { itm_det: heads } = itemOf(row, row.interState);
      return {
        sply_ty: row.interState ? 'INTER' : 'INTRA',
        pos: row.placeCode,
        typ: 'OE',
        ...heads,
      };
    }),
    cdnr: cdnrOf(sections.cdnr),
    cdnur: sections.cdnur.map((d) => ({
      typ: 'B2CL',
      ntty: 'C',
      nt_num: d.number,
      nt_dt: dmy(d.date),
      val: rupees(d.valuePaise),
      pos: d.placeCode,
      itms: [itemOf(d, true)],
    })),
    hsn: { hsn_b2b: hsnOf(sections.hsnB2b), hsn_b2c: hsnOf(sections.hsnB2c) },
    doc_issue: docIssueOf(sections.docs),
  };
}
