import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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

/** Marks a current document replaced; false when it already was (a concurrent replacement). */
export async function markDocumentReplaced(db: Executor, id: number, at: Date): Promise<boolean> {
  const updated = await db
    .update(documents)
    .set({ replacedAt: at })
    .where(and(eq(documents.id, id), isNull(documents.replacedAt)))
    .returning({ id: documents.id });
  return updated.length > 0;
}
