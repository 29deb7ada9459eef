// SQL of uploaded documents. A file's read takes the contacts of its application in the same
// statement (who may see the file), so that join stays here.
import { and, inArray, isNull, lt, sql, type Column } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { statement } from '../../db/statement';
import { applications, documents } from '../../db/schema';
import type { DocumentOwnership } from './access';
import { requireRow } from '../../lib/require-row';

export type NewDocument = typeof documents.$inferInsert;

export type StoredDocument = DocumentOwnership & {
  id: number;
  field: string;
  storageKey: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  applicationId: number | null;
  /** A newer upload took its place. */
  replaced: boolean;
};

export async function insertDocument(db: Executor, values: NewDocument): Promise<number> {
  return requireRow(
    await db.insert(documents).values(values).returning({ id: documents.id }),
    'document insert returned no row',
  ).id;
}

/** The document under a storage key with what decides who may see it, as one JSON object. */
const documentByKey = statement<{ document: unknown }>(
  'document_by_key',
  sql`select json_build_object(
      'id', d.id, 'field', d.field, 'storageKey', d.storage_key, 'originalName', d.original_name,
      'mimeType', d.mime_type, 'sizeBytes', d.size_bytes, 'applicationId', d.application_id,
      'replaced', d.replaced_at is not null, 'uploadedBy', d.uploaded_by,
      'uploadedByContacts', d.uploaded_by_contacts,
      'application', case when a.id is null then null else json_build_object(
        'id', a.id, 'email', a.email, 'mobileNumber', a.mobile_number, 'memberId', a.member_id) end
    ) as document
    from ${documents} d left join ${applications} a on a.id = d.application_id
    where d.storage_key = ${sql.placeholder('key')}
    limit 1`,
);

export async function findDocumentByKey(
  db: Executor,
  storageKey: string,
): Promise<StoredDocument | null> {
  const [row] = await documentByKey(db, { key: storageKey });
  if (!row) return null;
  return (
    typeof row.document === 'string' ? JSON.parse(row.document) : row.document
  ) as StoredDocument;
}

const name = (column: Column) => sql.identifier(column.name);

const replaceDocument = statement<{ id: number }>(
  'replace_document',
  sql`
    with replaced as (
      update ${documents} set ${name(documents.replacedAt)} = ${sql.placeholder('at')}::timestamptz
      where ${documents.id} = ${sql.placeholder('oldId')}::integer
        and ${documents.replacedAt} is null
      returning ${documents.applicationId}
    )
    insert into ${documents} (${name(documents.field)}, ${name(documents.storageKey)},
      ${name(documents.originalName)}, ${name(documents.mimeType)}, ${name(documents.sizeBytes)},
      ${name(documents.uploadedBy)}, ${name(documents.uploadedByContacts)},
      ${name(documents.applicationId)})
    select ${sql.placeholder('field')}::text, ${sql.placeholder('storageKey')}::text,
      ${sql.placeholder('originalName')}::text, ${sql.placeholder('mimeType')}::text,
      ${sql.placeholder('sizeBytes')}::integer, ${sql.placeholder('uploadedBy')}::text,
      ${sql.placeholder('uploadedByContacts')}::jsonb, replaced.${name(documents.applicationId)}
    from replaced
    returning ${name(documents.id)}`,
);

/**
 * Records an upload that replaces the current document `oldId`, in ONE statement (atomic without a
 * transaction, decision 012): marks the old row replaced unless it already was, and inserts the new
 * row in its place, in the old row's application. Null when the old row had been replaced meanwhile:
 * then nothing is written.
 */
export async function insertReplacement(
  db: Executor,
  values: Omit<NewDocument, 'applicationId' | 'replacedAt'>,
  oldId: number,
  at: Date,
): Promise<number | null> {
  const [row] = await replaceDocument(db, {
    at: at.toISOString(),
    oldId,
    field: values.field,
    storageKey: values.storageKey,
    originalName: values.originalName,
    mimeType: values.mimeType,
    sizeBytes: values.sizeBytes,
    uploadedBy: values.uploadedBy ?? null,
    uploadedByContacts: JSON.stringify(values.uploadedByContacts ?? []),
  });
  return row ? Number(row.id) : null;
}

/**
 * Deletes the uploads never attached to an application that were made before `createdBefore`, in
 * one statement (an attach of the same row either wins, and the row stays, or finds it gone), and
 * answers their storage keys.
 */
export async function deleteUnattachedDocuments(
  db: Executor,
  createdBefore: Date,
): Promise<string[]> {
  const rows = await db
    .delete(documents)
    .where(and(isNull(documents.applicationId), lt(documents.createdAt, createdBefore)))
    .returning({ storageKey: documents.storageKey });
  return rows.map((row) => row.storageKey);
}

/** Which of these storage keys a document row names (replaced rows included). */
export async function findNamedStorageKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ storageKey: documents.storageKey })
    .from(documents)
    .where(inArray(documents.storageKey, keys));
  return new Set(rows.map((row) => row.storageKey));
}
