// The ledgers a Tally export posts to (issue #28 item 5, decision 079): named in Settings, these are the
// defaults until the admin names them. Each must exist in the Tally company before an import.
export const TALLY_LEDGER_KEYS = [
  'sales',
  'cgst',
  'sgst',
  'igst',
  'round_off',
  'bank',
  'tds_receivable',
  'bank_charges',
] as const;
export type TallyLedgerKey = (typeof TALLY_LEDGER_KEYS)[number];
export type TallyLedgers = Record<TallyLedgerKey, string>;

export const DEFAULT_TALLY_LEDGERS: TallyLedgers = {
  sales: 'Membership Fees',
  cgst: 'Output CGST',
  sgst: 'Output SGST',
  igst: 'Output IGST',
  round_off: 'Round Off',
  bank: 'Bank Account',
  tds_receivable: 'TDS Receivable',
  bank_charges: 'Bank Charges',
};

/** Tally's own limit on a name. */
export const TALLY_LEDGER_NAME_MAX = 100;

export const TALLY_LEDGER_LABELS: Record<TallyLedgerKey, string> = {
  sales: 'Sales ledger',
  cgst: 'CGST output ledger',
  sgst: 'SGST output ledger',
  igst: 'IGST output ledger',
  round_off: 'Round off ledger',
  bank: 'Bank ledger (payments received)',
  tds_receivable: 'TDS receivable ledger (TDS members deducted)',
  bank_charges: 'Bank charges ledger (charges written off)',
};

/** Saved names over the defaults: a name never saved (or saved before the setting) is the default. */
export function tallyLedgersOf(saved: Partial<TallyLedgers> | null | undefined): TallyLedgers {
  return { ...DEFAULT_TALLY_LEDGERS, ...(saved ?? {}) };
}
