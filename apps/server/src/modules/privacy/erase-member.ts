// An erasure (decision 045): the member's personal data masked in every table that holds it, their
// documents' rows deleted (the files go once it has committed), in the transaction that completes
// the request. Kept: the orders with the issued invoices' particulars (billed name, company, GSTIN,
// address, amounts; s.36 CGST Act and rule 56: 8 years), the member number, plan history and
// payments as counts and amounts, and that a consent was given (without the contact or address).
// The audit rows about them keep what was done and lose the values (decision 048).
import type { Executor } from '../../db/client';
import { recordAudit, redactAuditOf } from '../audit';
import type { MemberRow } from '../records';
import {
  applicantActorsOf,
  contactsOf,
  deleteCodesTo,
  deleteDirectoryListing,
  deleteDocumentRows,
  deleteMemberNotes,
  deleteTeamPeople,
  maskApplications,
  maskMember,
  maskMessages,
  maskRequests,
} from './erasure.repository';
import { findMemberApplicationIds } from './member-data.repository';

/** Masks the member's data; answers the storage keys of the documents to delete after commit. */
export async function eraseMember(
  tx: Executor,
  member: MemberRow,
  at: Date,
  actor: string,
): Promise<string[]> {
  const ids = await findMemberApplicationIds(tx, member);
  const applicantActors = await applicantActorsOf(tx, ids, member);
  const contacts = await contactsOf(tx, ids, member);
  const outboxIds = await maskMessages(tx, member.id, ids, contacts, at);
  await deleteCodesTo(tx, contacts);
  await maskApplications(tx, ids, at);
  const storageKeys = [
    ...(await deleteDocumentRows(tx, ids)),
    ...(await deleteDirectoryListing(tx, member.id)),
  ];
  await maskMember(tx, member.id, at);
  const dataRequestIds = await maskRequests(tx, member.id);
  await deleteMemberNotes(tx, member.id);
  await deleteTeamPeople(tx, member.id);
  const redacted = await redactAuditOf(
    tx,
    { memberId: member.id, applicationIds: ids, outboxIds, dataRequestIds, applicantActors },
    at,
  );
  // It names what was erased, never the data itself.
  await recordAudit(tx, {
    actor,
    action: 'member.erased',
    entity: 'member',
    entityId: String(member.id),
    before: null,
    after: { applications: ids, documents_deleted: storageKeys.length, audit_redacted: redacted },
  });
  return storageKeys;
}
