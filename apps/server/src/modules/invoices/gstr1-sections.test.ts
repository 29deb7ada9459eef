// Where each document goes in GSTR-1 (decision 082): the B2C large limit of the invoice's date, a
// credit note following its invoice, and a document with an IRN left to the IRP's reporting.
import { describe, expect, it } from 'vitest';
import type { ReturnDocument } from './gstr1-documents';
import { createSectionsBuilder, sectionOf } from './gstr1-sections';

const document = (overrides: Partial<ReturnDocument>): ReturnDocument => ({
  kind: 'invoice',
  number: 'PT/2425/000001',
  sellerGstin: '27AAAAA0000A1Z5',
  date: '2024-07-31',
  buyerGstin: null,
  buyerName: 'Ravi Kulkarni',
  placeCode: '07',
  placeName: 'Delhi',
  interState: true,
  rateBasisPoints: 1800,
  sacCode: '999511',
  taxablePaise: 15_000_000,
  igstPaise: 2_700_000,
  cgstPaise: 0,
  sgstPaise: 0,
  valuePaise: 17_700_000,
  invoiceValuePaise: 17_700_000,
  invoiceDate: '2024-07-31',
  irn: null,
  ...overrides,
});

describe('sectionOf', () => {
  it('takes ₹2,50,000 as the B2C large limit before 1 August 2024 and ₹1,00,000 from then', () => {
    expect(sectionOf(document({}))).toBe('b2cs');
    expect(sectionOf(document({ date: '2024-08-01', invoiceDate: '2024-08-01' }))).toBe('b2cl');
    expect(sectionOf(document({ interState: false, invoiceDate: '2024-08-01' }))).toBe('b2cs');
    // Exactly ₹1,00,000 is not above the limit.
    expect(sectionOf(document({ invoiceDate: '2024-08-01', invoiceValuePaise: 10_000_000 }))).toBe(
      'b2cs',
    );
  });

  it("puts a credit note where its invoice's value and date put it", () => {
    const note = { kind: 'credit_note' as const, date: '2024-09-01', valuePaise: 100 };
    expect(sectionOf(document({ ...note, invoiceDate: '2024-08-02' }))).toBe('cdnur');
    expect(sectionOf(document({ ...note }))).toBe('b2cs');
    expect(sectionOf(document({ ...note, buyerGstin: '07AABCK2345C1ZX' }))).toBe('cdnr');
  });

  it('leaves a document with an IRN out of b2b and cdnr, and counts it', () => {
    const builder = createSectionsBuilder();
    const registered = { buyerGstin: '07AABCK2345C1ZX', irn: 'abc' };
    builder.add(document(registered));
    builder.add(document({ ...registered, kind: 'credit_note', number: 'CN/2425/000001' }));
    const sections = builder.finish();
    expect(sections.b2b).toEqual([]);
    expect(sections.cdnr).toEqual([]);
    expect(sections.eInvoiced).toEqual({ invoices: 1, creditNotes: 1 });
    expect(sections.hsnB2b).toHaveLength(1);
    expect(sections.docs.map((row) => row.total)).toEqual([1, 1]);
  });
});
