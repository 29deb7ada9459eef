// The masking statements of an erasure (decision 045), one per table, all in the erasure's
// transaction. They write to tables other modules own (members, applications, the outbox): like the
// register import (decision 037), an erasure is one operation across them and is kept in one place
// so that what it masks can be read at a glance. Orders are never touched: their billed name,
// company, GSTIN and address are the issued tax invoices' particulars, kept for 8 years.
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  applications,
  dataRequests,
  directoryListings,
  directors,
  documents,
  memberNotes,
  members,
  oneTimeCodes,
  outbox,
  planHistory,
  privacyConsents,
  proposers,
  teamPeople,
} from '../../db/schema';
import { forgetDevicesTo, normalizeAddress } from '../verification';
import { recipientAddresses } from '../messages';

export const ERASED = 'Erased';

/** Unique placeholders where a column must stay unique and filled. */
export const erasedEmail = (memberId: number) => `erased-${memberId}@erased.invalid`;
export const erasedMobile = (memberId: number) => `erased-${memberId}`;

export async function maskMember(tx: Executor, memberId: number, at: Date): Promise<void> {
  await tx
    .update(members)
    .set({
      name: ERASED,
      companyName: ERASED,
      email: erasedEmail(memberId),
      mobileNumber: erasedMobile(memberId),
      pdfStandalone: null,
      remindByEmail: false,
      remindByWhatsapp: false,
      emailRemindersOffAt: at,
      erasedAt: at,
      updatedAt: at,
    })
    .where(eq(members.id, memberId));
}

export async function maskApplications(tx: Executor, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(applications)
    .set({
      name: ERASED,
      email: null,
      emailVerified: false,
      dob: null,
      mobileNumber: null,
      mobileVerified: false,
      primaryNumber: null,
      gstNumber: null,
      panNumber: null,
      companyName: ERASED,
      registeredAddress: null,
      registeredCity: null,
      registeredPin: null,
      incorporationDate: null,
      description: null,
      meta: null,
      linkedin: null,
      instagram: null,
      youtube: null,
      pdfStandalone: null,
      erasedAt: at,
      updatedAt: at,
    })
    .where(inArray(applications.id, ids));
  await tx
    .update(planHistory)
    .set({ companyName: ERASED, changesNote: null })
    .where(inArray(planHistory.applicationId, ids));
  await tx.delete(directors).where(inArray(directors.applicationId, ids));
  // The proposers are other members: their contact as the applicant typed it goes.
  await tx
    .update(proposers)
    .set({ director: ERASED, email: '', mobileNumber: '' })
    .where(inArray(proposers.applicationId, ids));
  await tx
    .update(privacyConsents)
    .set({ contact: ERASED, ip: null })
    .where(inArray(privacyConsents.applicationId, ids));
}

/** The member's directory listing (decision 104), deleted; its logo's storage key, if any. */
export async function deleteDirectoryListing(tx: Executor, memberId: number): Promise<string[]> {
  const removed = await tx
    .delete(directoryListings)
    .where(eq(directoryListings.memberId, memberId))
    .returning({ key: directoryListings.logoKey });
  return removed.flatMap((row) => (row.key ? [row.key] : []));
}

/** The documents' rows, deleted; their storage keys, to delete once the erasure has committed. */
export async function deleteDocumentRows(tx: Executor, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const removed = await tx
    .delete(documents)
    .where(inArray(documents.applicationId, ids))
    .returning({ key: documents.storageKey });
  return removed.map((row) => row.key);
}

/** The person's email addresses and mobile numbers, as messages to them were addressed. */
export type ErasedContacts = { emails: string[]; mobiles: string[] };

/**
 * Their contacts as the member and on each of their applications (read before they are masked),
 * each mobile in the forms the outbox writes it (its ten digits, and with 91 before them).
 */
export async function contactsOf(
  tx: Executor,
  ids: number[],
  member: { email: string; mobileNumber: string } | null,
): Promise<ErasedContacts> {
  const pairs: { email: string | null; mobile: string | null }[] = [];
  if (member) pairs.push({ email: member.email, mobile: member.mobileNumber });
  if (ids.length > 0) {
    const rows = await tx
      .select({
        email: applications.email,
        mobile: applications.mobileNumber,
        primary: applications.primaryNumber,
      })
      .from(applications)
      .where(inArray(applications.id, ids));
    for (const row of rows) {
      pairs.push({ email: row.email, mobile: row.mobile });
      if (row.primary) pairs.push({ email: null, mobile: row.primary });
    }
  }
  const emails = new Set<string>();
  const mobiles = new Set<string>();
  for (const { email, mobile } of pairs) {
    if (email) emails.add(email.trim().toLowerCase());
    for (const form of recipientAddresses('', mobile ?? '')) if (form) mobiles.add(form);
  }
  return { emails: [...emails], mobiles: [...mobiles].filter((form) => /^\d{6,}$/.test(form)) };
}

/**
 * The messages sent: who they went to and what they said, and their sealed copies. Every message
 * about the member or their applications, and every one addressed to their email or mobile (codes,
 * the news they had before they were tagged with a record). One still waiting is failed: it can no
 * longer reach anyone. Answers the messages' ids.
 */
export async function maskMessages(
  tx: Executor,
  memberId: number | null,
  ids: number[],
  contacts: ErasedContacts,
  at: Date,
): Promise<number[]> {
  const about = [
    ...(memberId === null ? [] : [eq(outbox.memberId, memberId)]),
    ...(ids.length > 0 ? [inArray(outbox.applicationId, ids)] : []),
    ...(contacts.emails.length > 0 ? [sql`lower(${outbox.to}) in ${contacts.emails}`] : []),
    ...(contacts.mobiles.length > 0 ? [inArray(outbox.to, contacts.mobiles)] : []),
  ];
  if (about.length === 0) return [];
  const waiting = sql`${outbox.status} in ('pending', 'sending')`;
  const masked = await tx
    .update(outbox)
    .set({
      to: ERASED,
      subject: null,
      text: '',
      html: null,
      payload: null,
      sealed: null,
      status: sql`case when ${waiting} then 'failed' else ${outbox.status} end`,
      error: sql`case when ${waiting} then 'The person it was for was erased' else ${outbox.error} end`,
      failedAt: sql`case when ${waiting} then ${at.toISOString()}::timestamptz else ${outbox.failedAt} end`,
      nextAttemptAt: null,
      lockedUntil: null,
    })
    .where(or(...about))
    .returning({ id: outbox.id });
  return masked.map((row) => row.id);
}

/** The company's team (decision 110): its people's names and contacts go with the member's. */
export async function deleteTeamPeople(tx: Executor, memberId: number): Promise<void> {
  await tx.delete(teamPeople).where(eq(teamPeople.memberId, memberId));
}

/** Staff notes on the member (issue #29) speak about the person: deleted, as their documents. */
export async function deleteMemberNotes(tx: Executor, memberId: number): Promise<void> {
  await tx.delete(memberNotes).where(eq(memberNotes.memberId, memberId));
}

/**
 * The one-time codes issued to their contacts (hashed, but kept with the address they went to, and
 * counted by the send caps), and the devices that proved them (decision 071): an erased address has
 * nothing left to sign in to.
 */
export async function deleteCodesTo(tx: Executor, contacts: ErasedContacts): Promise<void> {
  const addresses = [...contacts.emails, ...contacts.mobiles];
  if (addresses.length === 0) return;
  await tx.delete(oneTimeCodes).where(inArray(oneTimeCodes.address, addresses));
  await forgetDevicesTo(tx, addresses);
}

/** What the member wrote in their requests. Answers the requests' ids. */
export async function maskRequests(tx: Executor, memberId: number): Promise<number[]> {
  const masked = await tx
    .update(dataRequests)
    .set({ details: null })
    .where(eq(dataRequests.memberId, memberId))
    .returning({ id: dataRequests.id });
  return masked.map((row) => row.id);
}

/**
 * How the audit log names the person as an applicant ('applicant:<email or mobile>', as
 * applications/save-existing.ts writes it): the contacts of their applications and, for a
 * member, their own. Read before the contacts are masked.
 */
export async function applicantActorsOf(
  tx: Executor,
  ids: number[],
  member: { email: string; mobileNumber: string } | null,
): Promise<string[]> {
  const contacts = new Set<string>();
  if (member) {
    contacts.add(normalizeAddress('email', member.email));
    contacts.add(normalizeAddress('sms', member.mobileNumber));
  }
  if (ids.length > 0) {
    const rows = await tx
      .select({ email: applications.email, mobile: applications.mobileNumber })
      .from(applications)
      .where(inArray(applications.id, ids));
    for (const row of rows) {
      if (row.email) contacts.add(normalizeAddress('email', row.email));
      if (row.mobile) contacts.add(normalizeAddress('sms', row.mobile));
    }
  }
  return [...contacts].filter(Boolean).map((contact) => `applicant:${contact}`);
}
