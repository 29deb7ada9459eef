// Who may read or replace an uploaded document: the principal who uploaded it, the owner of the
// application it is attached to, or staff (any role reads; admin and office, who edit applications,
// may replace).
import { hasRole, isStaff, provesEmail, provesMobile, type Principal } from '../auth';

export type Uploader = { uploadedBy: string; uploadedByContacts: string[] };

export type DocumentOwnership = {
  uploadedBy: string | null;
  uploadedByContacts: string[];
  /** The application the document is attached to, if any. */
  application: {
    id: number;
    email: string | null;
    mobileNumber: string | null;
    memberId: number | null;
  } | null;
};

function applicantContacts(principal: Principal & { kind: 'applicant' }): string[] {
  return [
    ...principal.emails.map((email) => email.trim().toLowerCase()),
    ...principal.mobiles.map((mobile) => mobile.replace(/\D/g, '')),
  ].filter((contact) => contact !== '');
}

/**
 * How an upload records its uploader: 'applicant:<first contact>' with every contact the applicant
 * had proven (any of them proves it is theirs later), 'member:<id>' or 'staff:<id>'.
 */
export function uploaderOf(principal: Principal): Uploader {
  switch (principal.kind) {
    case 'applicant': {
      const contacts = applicantContacts(principal);
      return { uploadedBy: `applicant:${contacts[0] ?? ''}`, uploadedByContacts: contacts };
    }
    case 'member':
      return { uploadedBy: `member:${principal.memberId}`, uploadedByContacts: [] };
    case 'staff':
      return { uploadedBy: `staff:${principal.staffId}`, uploadedByContacts: [] };
  }
}

export function isUploader(principal: Principal, document: DocumentOwnership): boolean {
  switch (principal.kind) {
    case 'applicant': {
      if (!document.uploadedBy?.startsWith('applicant:')) return false;
      const mine = new Set(applicantContacts(principal));
      return document.uploadedByContacts.some((contact) => mine.has(contact));
    }
    case 'member':
      return document.uploadedBy === `member:${principal.memberId}`;
    case 'staff':
      return document.uploadedBy === `staff:${principal.staffId}`;
  }
}

/** The applicant proving the application's email or mobile, or the member it belongs to. */
export function ownsAttachedApplication(
  principal: Principal,
  document: DocumentOwnership,
): boolean {
  const application = document.application;
  if (!application) return false;
  if (principal.kind === 'applicant') {
    return (
      (application.email !== null && provesEmail(principal, application.email)) ||
      (application.mobileNumber !== null && provesMobile(principal, application.mobileNumber))
    );
  }
  if (principal.kind === 'member') {
    return principal.userId === application.id || principal.memberId === application.memberId;
  }
  return false;
}

export function mayReadDocument(principal: Principal, document: DocumentOwnership): boolean {
  return (
    isStaff(principal) ||
    isUploader(principal, document) ||
    ownsAttachedApplication(principal, document)
  );
}

export function mayReplaceDocument(principal: Principal, document: DocumentOwnership): boolean {
  return (
    hasRole(principal, 'admin', 'office') ||
    isUploader(principal, document) ||
    ownsAttachedApplication(principal, document)
  );
}
