// A member's new files for their own application outside the form (the details they edit, the
// renewal's documents answered 'no'): checked and attached as a form save attaches them, each
// superseding the field's older file.
import type { Transaction } from '../../db/client';
import type { Principal } from '../auth';
import { findCurrentDocuments } from '../records';
import { attachFormDocuments } from './documents';

export async function attachOwnDocuments(
  tx: Transaction,
  principal: Principal,
  applicationId: number,
  urlsByField: Record<string, string>,
): Promise<void> {
  const documents = await findCurrentDocuments(tx, applicationId);
  await attachFormDocuments(
    tx,
    principal,
    { application: { id: applicationId }, documents },
    urlsByField,
  );
}
