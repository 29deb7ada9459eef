// The INV-01 (schema 1.1) document the IRP registers, as Portico fills it: one service line, B2B,
// no cess, no dispatch or shipping (decision 086). Field names are NIC's.
export type Inv01Party = {
  Gstin: string;
  LglNm: string;
  Addr1: string;
  Addr2?: string;
  Loc: string;
  Pin?: number;
  Stcd: string;
};

export type Inv01Item = {
  SlNo: string;
  PrdDesc: string;
  IsServc: 'Y';
  HsnCd: string;
  Qty: number;
  Unit: string;
  UnitPrice: number;
  TotAmt: number;
  Discount: number;
  AssAmt: number;
  GstRt: number;
  IgstAmt: number;
  CgstAmt: number;
  SgstAmt: number;
  TotItemVal: number;
};

export type Inv01Document = {
  Version: '1.1';
  TranDtls: { TaxSch: 'GST'; SupTyp: 'B2B'; RegRev: 'N'; IgstOnIntra: 'N' };
  DocDtls: { Typ: 'INV' | 'CRN'; No: string; Dt: string };
  SellerDtls: Inv01Party & { Pin: number };
  BuyerDtls: Inv01Party & { Pos: string };
  ItemList: Inv01Item[];
  ValDtls: {
    AssVal: number;
    CgstVal: number;
    SgstVal: number;
    IgstVal: number;
    Discount: number;
    RndOffAmt: number;
    TotInvVal: number;
  };
  RefDtls?: { PrecDocDtls: { InvNo: string; InvDt: string }[] };
};

/** A party as a tax document names it, with the structured address INV-01 needs (decision 085). */
export type EInvoiceParty = {
  gstin: string;
  name: string;
  addressLines: string[];
  city: string;
  /** Six digits, not starting with 0. Required for the seller; the buyer's when known. */
  pin: string | null;
  stateCode: string;
};

/** What the builder needs of an issued invoice or credit note (both read from its frozen record). */
export type EInvoiceSource = {
  type: 'INV' | 'CRN';
  number: string;
  date: Date;
  seller: EInvoiceParty & { pin: string };
  buyer: EInvoiceParty;
  placeOfSupplyCode: string;
  description: string;
  sacCode: string;
  /** The document's lines: fees positive, discounts (coupons) negative. A credit note has one. */
  lines: { amountPaise: number }[];
  taxablePaise: number;
  tax:
    | { kind: 'intra-state'; cgstPaise: number; sgstPaise: number }
    | {
        kind: 'inter-state';
        igstPaise: number;
      };
  gstRateBasisPoints: number;
  roundOffPaise: number;
  totalPaise: number;
  /** A credit note's invoice. */
  precedingInvoice?: { number: string; date: Date };
};
