import { describe, expect, it } from 'vitest';
import { expectValidInv01, validateInv01 as validate } from '../../../test/support/inv01-schema';
import { buildInv01, EInvoiceInputError, inv01Date, type EInvoiceSource } from './inv01';

const seller = {
  gstin: '29AAAAP0267H1ZN',
  name: 'Portico Trade Association',
  addressLines: ['12 MG Road', 'Shivajinagar'],
  city: 'Bengaluru',
  pin: '560001',
  stateCode: '29',
};

const interStateInvoice: EInvoiceSource = {
  type: 'INV',
  number: 'PT/2627/000002',
  date: new Date('2026-11-27T20:00:00Z'), // 28 Nov in India
  seller,
  buyer: {
    gstin: '27AAPFU0939F1ZV',
    name: 'Acme "Widgets" Pvt Ltd',
    addressLines: ['Plot 4, MIDC', 'Andheri East'],
    city: 'Mumbai',
    pin: '400093',
    stateCode: '27',
  },
  placeOfSupplyCode: '27',
  description: 'Gold – Membership renewal',
  sacCode: '999511',
  lines: [{ amountPaise: 1_000_000 }, { amountPaise: -123_450 }],
  taxablePaise: 876_550,
  tax: { kind: 'inter-state', igstPaise: 157_779 },
  gstRateBasisPoints: 1800,
  roundOffPaise: 0,
  totalPaise: 1_034_329,
};

const intraStateCreditNote: EInvoiceSource = {
  ...interStateInvoice,
  type: 'CRN',
  number: 'CN/2627/000001',
  date: new Date('2026-12-02T06:00:00Z'),
  buyer: { ...interStateInvoice.buyer, gstin: '29AAGCB7383J1Z4', stateCode: '29', pin: null },
  placeOfSupplyCode: '29',
  lines: [{ amountPaise: 876_550 }],
  tax: { kind: 'intra-state', cgstPaise: 78_890, sgstPaise: 78_890 },
  roundOffPaise: 20,
  totalPaise: 1_034_350,
  precedingInvoice: { number: 'PT/2627/000002', date: new Date('2026-11-27T20:00:00Z') },
};

describe('the INV-01 1.1 JSON of an issued document', () => {
  it('builds a B2B invoice with a coupon that validates against the published schema', () => {
    const json = buildInv01(interStateInvoice);
    expectValidInv01(json);
    expect(json.DocDtls).toEqual({ Typ: 'INV', No: 'PT/2627/000002', Dt: '28/11/2026' });
    expect(json.SellerDtls).toMatchObject({ Pin: 560001, Stcd: '29', Loc: 'Bengaluru' });
    expect(json.BuyerDtls).toMatchObject({
      LglNm: 'Acme Widgets Pvt Ltd',
      Pos: '27',
      Addr1: 'Plot 4, MIDC',
      Addr2: 'Andheri East',
    });
    expect(json.ItemList[0]).toMatchObject({
      HsnCd: '999511',
      IsServc: 'Y',
      UnitPrice: 10000,
      TotAmt: 10000,
      Discount: 1234.5,
      AssAmt: 8765.5,
      GstRt: 18,
      IgstAmt: 1577.79,
      TotItemVal: 10343.29,
    });
    expect(json.ValDtls).toMatchObject({ AssVal: 8765.5, IgstVal: 1577.79, TotInvVal: 10343.29 });
    expect(json.RefDtls).toBeUndefined();
  });

  it('builds an intra-state credit note naming its invoice, with a round off and no buyer PIN', () => {
    const json = buildInv01(intraStateCreditNote);
    expectValidInv01(json);
    expect(json.DocDtls).toEqual({ Typ: 'CRN', No: 'CN/2627/000001', Dt: '02/12/2026' });
    expect(json.BuyerDtls.Pin).toBeUndefined();
    expect(json.ValDtls).toMatchObject({ CgstVal: 788.9, SgstVal: 788.9, RndOffAmt: 0.2 });
    expect(json.RefDtls).toEqual({
      PrecDocDtls: [{ InvNo: 'PT/2627/000002', InvDt: '28/11/2026' }],
    });
  });

  it('the schema itself refuses what NIC refuses', () => {
    const json = buildInv01(interStateInvoice);
    expect(validate({ ...json, SellerDtls: { ...json.SellerDtls, Pin: 99999 } })).toBe(false);
    expect(validate({ ...json, DocDtls: { ...json.DocDtls, No: '0PT/1' } })).toBe(false);
    expect(validate({ ...json, DocDtls: { ...json.DocDtls, Dt: '2026-11-28' } })).toBe(false);
    expect(validate({ ...json, BuyerDtls: { ...json.BuyerDtls, Gstin: 'X' } })).toBe(false);
    expect(validate({ ...json, SellerDtls: { ...json.SellerDtls, Stcd: '00' } })).toBe(false);
    expect(validate({ ...json, Extra: 1 })).toBe(false);
  });

  it('refuses a document the IRP would refuse, saying why', () => {
    expect(() => buildInv01({ ...interStateInvoice, number: 'pt/2627/1' })).toThrow(
      EInvoiceInputError,
    );
    expect(() =>
      buildInv01({ ...interStateInvoice, buyer: { ...interStateInvoice.buyer, pin: '012345' } }),
    ).toThrow(/PIN/);
    expect(() =>
      buildInv01({ ...interStateInvoice, buyer: { ...interStateInvoice.buyer, city: '' } }),
    ).toThrow(/city/);
    expect(() => buildInv01({ ...interStateInvoice, totalPaise: 1 })).toThrow(/add up/);
  });

  it('dates in India', () => {
    expect(inv01Date(new Date('2027-03-31T18:30:00Z'))).toBe('01/04/2027');
  });
});
