// What a GST tax invoice prints: the seller, the member billed, the membership, the lines, the tax
// and the payment. Filled from what was stored when the order was paid.
/** A state or union territory with its two-digit GST state code. */
export type IndianState = { stateName: string; stateCode: string };

/** The signatory block's name and designation (null: blank, signed by hand). */
export type Signatory = { name: string | null; designation: string | null };

export type InvoiceLine = {
  description: string;
  /** Negative for a discount, e.g. 'Coupon WELCOME10'. */
  amountPaise: number;
};

/** CGST + SGST within the association's state, IGST across states (see isIntraState). */
export type InvoiceTax =
  | { kind: 'intra-state'; cgstPaise: number; sgstPaise: number }
  | { kind: 'inter-state'; igstPaise: number };

/** The heads a document prints of the three its row stores: the invoice and its credit notes alike. */
export function invoiceTax(
  intraState: boolean,
  amounts: { cgstPaise: number; sgstPaise: number; igstPaise: number },
): InvoiceTax {
  return intraState
    ? { kind: 'intra-state', cgstPaise: amounts.cgstPaise, sgstPaise: amounts.sgstPaise }
    : { kind: 'inter-state', igstPaise: amounts.igstPaise };
}

/** One payment received by hand towards the invoice (decision 081), as it printed. */
export type OfflineReceiptPrint = {
  /** 'YYYY-MM-DD', the day the money arrived. */
  receivedOn: string;
  method: 'cheque' | 'neft_rtgs' | 'upi' | 'cash';
  /** Cheque number, UTR or UPI reference. */
  reference: string;
  bank: string | null;
  amountPaise: number;
  /** TDS the payer deducted from it, on the value before GST. */
  tds: { section: string; rateBasisPoints: number; amountPaise: number } | null;
  writtenOffPaise: number;
};

/** How money received by hand settled the invoice: each receipt. */
export type OfflineSettlement = { receipts: OfflineReceiptPrint[] };

export type TaxInvoice = {
  /** `logo`: the association's PNG or JPEG (checked when uploaded), drawn above its name. */
  seller: IndianState & {
    name: string;
    addressLines: string[];
    gstin: string;
    /** 'Email: …', 'Phone: …' as the association gave them. */
    contactLines?: string[];
    logo?: Buffer;
    /** Who signs for the seller, as issued; absent on documents issued before (decision 078). */
    signatory?: Signatory;
    /** The city and PIN for e-invoices, not printed (decision 085); absent on older records. */
    city?: string | null;
    pin?: string | null;
  };
  invoiceNumber: string;
  invoiceDate: Date;
  member: {
    /** The authorised person the invoice is addressed to. */
    name: string;
    company: string;
    /** null for an unregistered member. */
    gstin: string | null;
    addressLines: string[] | null;
    /** The member's state; the seller's own state when the member's is unknown (B2C). */
    placeOfSupply: IndianState;
    /** The address's city and PIN for e-invoices, not printed (decision 085). */
    city?: string | null;
    pin?: string | null;
  };
  /** Unique_id. */
  memberNumber: string;
  membershipCategory: string;
  period?: { from: Date; to: Date };
  /** DEFAULT_SAC_CODE (999511) when absent. */
  sacCode?: string;
  lines: InvoiceLine[];
  taxablePaise: number;
  tax: InvoiceTax;
  /**
   * The GST rate the order was charged at (stored on it), basis points; 1800 (18%) when absent. The
   * invoice prints and checks this rate, never the association's current setting.
   */
  gstRateBasisPoints?: number;
  /** What rounded the total to the rupee (a "Round off" line), when the association rounds. */
  roundOffPaise?: number;
  totalPaise: number;
  orderId: string;
  providerPaymentId: string;
  /**
   * Money received by hand: the cheque number, UTR or receipt number (with the bank) it was
   * recorded with, printed instead of the provider's id. Absent for card payments.
   */
  paymentReference?: string;
  paidAt: Date;
  /** Money received by hand: what the payment block prints instead of the provider's id. */
  offline?: OfflineSettlement;
};
