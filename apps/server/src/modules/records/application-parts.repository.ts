// The rows an application's form fills besides its own: directors, proposers (and their answers to
// the reference request) and documents (and their review).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { directors, documents, proposers } from '../../db/schema';
import type { DocumentRow, ProposerInsert, ProposerRow } from './application-rows';
import { requireRow } from '../../lib/require-row';
import { firstRow } from '../../lib/first-row';

// ── Directors ─────────────────────────────────────────────────────────────────────────────────

export async function deleteDirectors(tx: Executor, applicationId: number): Promise<void> {
  await tx.delete(directors).where(eq(directors.applicationId, applicationId));
}

export async function insertDirectors(
  tx: Executor,
  applicationId: number,
  rows: readonly { name: string; email: string; mobile_number: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(directors).values(
    rows.map((row, index) => ({
      applicationId,
      position: index + 1,
      name: row.name,
      email: row.email,
      mobileNumber: row.mobile_number,
    })),
  );
}

// ── Proposers ─────────────────────────────────────────────────────────────────────────────────

export function findProposers(db: Executor, applicationId: number): Promise<ProposerRow[]> {
  return db
    .select()
    .from(proposers)
    .where(eq(proposers.applicationId, applicationId))
    .orderBy(asc(proposers.rowNo));
}

export async function deleteProposers(tx: Executor, applicationId: number): Promise<void> {
  await tx.delete(proposers).where(eq(proposers.applicationId, applicationId));
}

export async function recordProposerResponse(
  tx: Executor,
  applicationId: number,
  rowNo: 1 | 2,
  response: 'approved' | 'rejected',
  at: Date,
): Promise<void> {
  await tx
    .update(proposers)
    .set({ response, respondedAt: at })
    .where(and(eq(proposers.applicationId, applicationId), eq(proposers.rowNo, rowNo)));
}

export async function insertProposers(
  tx: Executor,
  rows: readonly ProposerInsert[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(proposers).values([...rows]);
}

// ── Documents ─────────────────────────────────────────────────────────────────────────────────

export function findCurrentDocuments(db: Executor, applicationId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.applicationId, applicationId), isNull(documents.replacedAt)))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

export function findDocumentsByStorageKeys(
  db: Executor,
  keys: readonly string[],
): Promise<DocumentRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(documents)
    .where(inArray(documents.storageKey, [...keys]));
}

export async function findDocument(db: Executor, id: number): Promise<DocumentRow | undefined> {
  return firstRow(db, documents, eq(documents.id, id));
}

export async function updateDocumentReview(
  tx: Executor,
  id: number,
  values: Pick<DocumentRow, 'reviewStatus' | 'reviewRemark' | 'reviewedAt'>,
): Promise<DocumentRow> {
  return requireRow(
    await tx.update(documents).set(values).where(eq(documents.id, id)).returning(),
    `document ${id} vanished during its review`,
  );
}
