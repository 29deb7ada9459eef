// Column builders every table uses, so the conventions are written once.
import { sql, type SQL } from 'drizzle-orm';
import { bigint, boolean, integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** CHECK (column IN (...)) with the list inlined: check constraints cannot take parameters. */
export function inList(column: AnyPgColumn, values: readonly (string | number)[]): SQL {
  const list = values
    .map((value) => (typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`))
    .join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** The row this one belongs to: required, and deleted with it (ON DELETE CASCADE). */
export const ownerId = (name: string, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' });
/** A required link to a row that must stay while this one points at it. */
export const requiredRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target);
/** Amounts of orders and payments: bigint in SQL, a JS number (safe far beyond any fee). */
export const paise = (name: string) => bigint(name, { mode: 'number' });

/**
 * A tax document's e-invoice registration (decision 086): whether it must be reported
 * (`irn_required`, fixed when issued), the IRP's answer (`irn`, `irn_ack_no`, `irn_ack_date`,
 * `irn_signed_qr`), a cancellation, and the attempts while it waits (`irn_attempts`,
 * `irn_next_attempt_at`, `irn_last_error`: why it waits, shown to staff).
 */
export function irnColumns() {
  return {
    irnRequired: boolean('irn_required').notNull().default(false),
    irn: text('irn'),
    irnAckNo: text('irn_ack_no'),
    irnAckDate: at('irn_ack_date'),
    irnSignedQr: text('irn_signed_qr'),
    irnCancelledAt: at('irn_cancelled_at'),
    irnAttempts: integer('irn_attempts').notNull().default(0),
    irnNextAttemptAt: at('irn_next_attempt_at'),
    irnLastError: text('irn_last_error'),
  };
}
