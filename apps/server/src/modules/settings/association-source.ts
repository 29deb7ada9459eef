// The association as every invoice, email and page uses it now: the row the admin saved, else the
// configuration's values (the environment only gives the first defaults). Read from the database on
// each use (one tiny row by primary key), so an edit made through any process is used by the next
// invoice, email or page of every process (decision 027: no process-local copy).
import type { AssociationConfig, StoredLogo } from '../../config';
import type { Executor } from '../../db/client';
import { findAssociationSettings, type AssociationSettingsRow } from './settings.repository';

export type AssociationSource = {
  /** The association now; pass the transaction to read it inside one. */
  current(executor?: Executor): Promise<AssociationConfig>;
  /** The association from its row as another statement read it (none saved yet: the defaults). */
  fromRow(row: AssociationSettingsRow | undefined): AssociationConfig;
};

export function associationOfRow(row: AssociationSettingsRow): AssociationConfig {
  return {
    name: row.name,
    shortName: row.shortName,
    address: row.address,
    gstin: row.gstin,
    state: row.state,
    invoicePrefix: row.invoicePrefix,
    memberNumberPrefix: row.memberNumberPrefix,
    sacCode: row.sacCode,
    gstRateBasisPoints: row.gstRateBasisPoints,
    roundOffTotals: row.roundOffTotals,
    email: row.email,
    phone: row.phone,
    logo:
      row.logoKey && (row.logoContentType === 'image/png' || row.logoContentType === 'image/jpeg')
        ? { key: row.logoKey, contentType: row.logoContentType }
        : null,
    signatoryName: row.signatoryName,
    signatoryDesignation: row.signatoryDesignation,
    city: row.city,
    pin: row.pin,
    eInvoicing: row.eInvoicing,
  };
}

/**
 * Where the pages load the logo from: the key in the query, so a new logo is a new address (the old
 * one may be cached) and the same logo is cached by the browser.
 */
export function logoUrl(logo: StoredLogo | null): string | null {
  return logo ? `/api/association/logo?v=${encodeURIComponent(logo.key)}` : null;
}

export function associationSource(db: Executor, defaults: AssociationConfig): AssociationSource {
  const fromRow = (row: AssociationSettingsRow | undefined) =>
    row ? associationOfRow(row) : defaults;
  return {
    current: async (executor = db) => fromRow(await findAssociationSettings(executor)),
    fromRow,
  };
}

/**
 * The association read at most once, on first use: one job run's documents and emails all show the
 * same seller, and a run of twenty receipts reads the row once, not forty times.
 */
export function readOnce(source: AssociationSource): AssociationSource {
  let read: Promise<AssociationConfig> | undefined;
  return { current: () => (read ??= source.current()), fromRow: source.fromRow };
}
