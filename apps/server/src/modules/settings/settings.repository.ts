// Queries of the association's settings row and the message templates.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { statement } from '../../db/statement';
import { associationSettings, messageTemplates } from '../../db/schema';
import type { MessageTemplateKind } from '@portico/domain/contracts/values';
import { lockedRow } from '../../lib/first-row';

export type AssociationSettingsRow = typeof associationSettings.$inferSelect;
export type MessageTemplateRow = typeof messageTemplates.$inferSelect;

const SETTINGS_ID = 1;

const associationSettingsStatement = statement<{ settings: unknown }>(
  'settings_association',
  sql`select row_to_json(s) as settings from association_settings s where s.id = ${SETTINGS_ID}`,
);

/**
 * The association's row, absent until saved. A statement built once: invoices, payments, emails and
 * pages read it, a payment several times.
 */
export async function findAssociationSettings(
  db: Executor,
): Promise<AssociationSettingsRow | undefined> {
  const [row] = await associationSettingsStatement(db, {});
  return associationSettingsOfJson(row?.settings);
}

/**
 * The association's row as JSON, a scalar subquery (null until saved), for a statement on a hot path
 * that reads it in its own round trip (a payment's confirmation: payments/payment-records.repository.ts).
 */
export const savedAssociationSettings = sql`(select row_to_json(s) from association_settings s where s.id = ${SETTINGS_ID})`;

/** The row of `savedAssociationSettings` as a statement returned it. */
export function associationSettingsOfJson(json: unknown): AssociationSettingsRow | undefined {
  return json ? rowFromJson(associationSettings, json) : undefined;
}

/** The row held until the transaction ends, so two saves are serialised. */
export async function lockAssociationSettings(
  tx: Executor,
): Promise<AssociationSettingsRow | undefined> {
  return lockedRow(tx, associationSettings, eq(associationSettings.id, SETTINGS_ID));
}

export type AssociationSettingsValues = Omit<AssociationSettingsRow, 'id'>;

/**
 * Writes the row; false when another save got there first (the first save inserts: a concurrent first
 * save finds the row already there and does nothing).
 */
export async function writeAssociationSettings(
  tx: Executor,
  values: AssociationSettingsValues,
  isFirst: boolean,
): Promise<boolean> {
  if (isFirst) {
    const inserted = await tx
      .insert(associationSettings)
      .values({ id: SETTINGS_ID, ...values })
      .onConflictDoNothing()
      .returning({ id: associationSettings.id });
    return inserted.length === 1;
  }
  await tx.update(associationSettings).set(values).where(eq(associationSettings.id, SETTINGS_ID));
  return true;
}

export function findMessageTemplates(db: Executor): Promise<MessageTemplateRow[]> {
  return db.select().from(messageTemplates);
}

export async function findMessageTemplate(
  db: Executor,
  kind: MessageTemplateKind,
  forUpdate = false,
): Promise<MessageTemplateRow | undefined> {
  const query = db.select().from(messageTemplates).where(eq(messageTemplates.kind, kind));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Inserts or replaces a kind's template; false when a concurrent first save got there first. */
export async function writeMessageTemplate(
  tx: Executor,
  row: MessageTemplateRow,
  isFirst: boolean,
): Promise<boolean> {
  if (isFirst) {
    const inserted = await tx
      .insert(messageTemplates)
      .values(row)
      .onConflictDoNothing()
      .returning({ kind: messageTemplates.kind });
    return inserted.length === 1;
  }
  await tx.update(messageTemplates).set(row).where(eq(messageTemplates.kind, row.kind));
  return true;
}

export async function deleteMessageTemplate(tx: Executor, kind: MessageTemplateKind) {
  await tx.delete(messageTemplates).where(eq(messageTemplates.kind, kind));
}

/**
 * The row, locked; created from the defaults (version 0, so an open form still saves) when the admin
 * has never saved: a logo upload needs a row to name its file.
 */
export async function lockOrCreateSettings(
  tx: Executor,
  defaults: Omit<
    AssociationSettingsValues,
    'version' | 'logoKey' | 'logoContentType' | 'proposersRequired' | 'upgradeReview'
  >,
): Promise<AssociationSettingsRow> {
  await tx
    .insert(associationSettings)
    .values({ id: SETTINGS_ID, ...defaults, version: 0, logoKey: null, logoContentType: null })
    .onConflictDoNothing();
  const row = await lockAssociationSettings(tx);
  if (!row) throw new Error('association_settings row missing after insert');
  return row;
}

export async function setLogo(
  tx: Executor,
  logo: { logoKey: string | null; logoContentType: string | null },
): Promise<void> {
  await tx.update(associationSettings).set(logo).where(eq(associationSettings.id, SETTINGS_ID));
}

/**
 * The association's row and the template of the kind named by the placeholder `kind`, as two JSON
 * columns (`association`, `template`; each null until saved), for a statement to select beside its
 * own: a code's send counts read them in their round trip (decision 046).
 */
export const settingsWithTemplateColumns = sql`(select row_to_json(s) from association_settings s)
      as association,
    (select row_to_json(t) from message_templates t where t.kind = ${sql.placeholder('kind')})
      as template`;

/** The two JSON columns of `settingsWithTemplateColumns`, as a statement returns them. */
export type SettingsWithTemplateJson = { association: unknown; template: unknown };

export type SettingsWithTemplate = {
  association: AssociationSettingsRow | undefined;
  template: MessageTemplateRow | undefined;
};

/** The rows of `settingsWithTemplateColumns`, mapped as drizzle maps them. */
export function settingsWithTemplateOfJson(
  row: SettingsWithTemplateJson | undefined,
): SettingsWithTemplate {
  return {
    association: row?.association ? rowFromJson(associationSettings, row.association) : undefined,
    template: row?.template ? rowFromJson(messageTemplates, row.template) : undefined,
  };
}

const settingsWithTemplateStatement = statement<SettingsWithTemplateJson>(
  'settings_with_template',
  sql`select ${settingsWithTemplateColumns}`,
);

/**
 * The association's row and a kind's template row in one round trip (each absent until saved): a
 * one-time code reads its length, its wording and the association together (decision 046).
 */
export async function findSettingsWithTemplate(
  db: Executor,
  kind: MessageTemplateKind,
): Promise<SettingsWithTemplate> {
  const [row] = await settingsWithTemplateStatement(db, { kind });
  return settingsWithTemplateOfJson(row);
}

/**
 * The saved code length as a scalar subquery (null until the settings are saved), for the statement a
 * code check runs (verification/code.repository.ts): every check reads it, in that one round trip.
 */
export const savedCodeLength = sql`(select code_length from association_settings where id = ${SETTINGS_ID})`;
