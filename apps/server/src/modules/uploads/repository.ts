import { sql, type Column } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { statement } from '../../db/statement';
import { applications, documents } from '../../db/schema';
import type { DocumentOwnership } from './access';

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
  const [row] = await db.insert(documents).values(values).returning({ id: documents.id });
  if (!row) throw new Error('document insert returned no row');
  return row.id;
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
