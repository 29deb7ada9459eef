import { eq, sql, type Column } from 'drizzle-orm';
import { resultRows, type Executor } from '../../db/client';
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
  replacedAt: Date | null;
};

export async function insertDocument(db: Executor, values: NewDocument): Promise<number> {
  const [row] = await db.insert(documents).values(values).returning({ id: documents.id });
  if (!row) throw new Error('document insert returned no row');
  return row.id;
}

/** The document under a storage key with what decides who may see it. */
export async function findDocumentByKey(
  db: Executor,
  storageKey: string,
): Promise<StoredDocument | null> {
  const [row] = await db
    .select({
      id: documents.id,
      field: documents.field,
      storageKey: documents.storageKey,
      originalName: documents.originalName,
      mimeType: documents.mimeType,
      sizeBytes: documents.sizeBytes,
      applicationId: documents.applicationId,
      replacedAt: documents.replacedAt,
      uploadedBy: documents.uploadedBy,
      uploadedByContacts: documents.uploadedByContacts,
      applicationEmail: applications.email,
      applicationMobile: applications.mobileNumber,
      applicationMemberId: applications.memberId,
    })
    .from(documents)
    .leftJoin(applications, eq(applications.id, documents.applicationId))
    .where(eq(documents.storageKey, storageKey))
    .limit(1);
  if (!row) return null;
  const { applicationEmail, applicationMobile, applicationMemberId, ...document } = row;
  return {
    ...document,
    application:
      document.applicationId === null
        ? null
        : {
            id: document.applicationId,
            email: applicationEmail,
            mobileNumber: applicationMobile,
            memberId: applicationMemberId,
          },
  };
}

const name = (column: Column) => sql.identifier(column.name);

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
  const rows = resultRows<{ id: number }>(
    await db.execute(sql`
      with replaced as (
        update ${documents} set ${name(documents.replacedAt)} = ${at.toISOString()}::timestamptz
        where ${documents.id} = ${oldId} and ${documents.replacedAt} is null
        returning ${documents.applicationId}
      )
      insert into ${documents} (${name(documents.field)}, ${name(documents.storageKey)},
        ${name(documents.originalName)}, ${name(documents.mimeType)}, ${name(documents.sizeBytes)},
        ${name(documents.uploadedBy)}, ${name(documents.uploadedByContacts)},
        ${name(documents.applicationId)})
      select ${values.field}::text, ${values.storageKey}::text, ${values.originalName}::text,
        ${values.mimeType}::text, ${values.sizeBytes}::integer, ${values.uploadedBy ?? null}::text,
        ${JSON.stringify(values.uploadedByContacts ?? [])}::jsonb, replaced.${name(documents.applicationId)}
      from replaced
      returning ${name(documents.id)}`),
  );
  return rows[0]?.id ?? null;
}
