// GET /api/my_data/:userId: everything the portal holds about the signed-in member, as one JSON
// document (decision 045); the PDF renders the same document. Only the member's own: another user
// id is a 403, as for the plan status.
import { paiseToRupees } from '@portico/domain/money';
import { PRIVACY_NOTICE_VERSION } from '@portico/domain/privacy';
import type { Database } from '../../db/client';
import { ForbiddenError } from '../../errors';
import type { Principal } from '../auth';
import { findApplicationBundle, findConsents, findMemberOfUser, type MemberRow } from '../records';
import { requireMember } from '../members';
import {
  findDataRequestsOf,
  findMemberApplicationIds,
  findMessagesOf,
  findOrdersOf,
  findPlanHistories,
  findStoredDocuments,
} from './member-data.repository';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** The signed-in member, who must be the one the user id names (else 403). */
export async function requireOwnMember(
  db: Database,
  principal: Principal | null,
  userId: number,
): Promise<MemberRow> {
  const member = await requireMember(db, principal);
  const owner = await findMemberOfUser(db, userId);
  if (owner?.id !== member.id) throw new ForbiddenError();
  return member;
}

/** GET my_data/{userId}: everything the portal holds on the signed-in member, who must be its owner. */
export async function myData(
  { db, now }: { db: Database; now: () => Date },
  principal: Principal | null,
  userId: number,
) {
  return collectMemberData(db, await requireOwnMember(db, principal, userId), now());
}

async function applicationPart(db: Database, applicationId: number | null) {
  const bundle =
    applicationId === null ? undefined : await findApplicationBundle(db, applicationId);
  if (!bundle) return { application: null, directors: [], proposers: [] };
  const a = bundle.application;
  return {
    application: {
      app_id: a.appId,
      journey: a.journey,
      category: bundle.category.name,
      name: a.name,
      email: a.email,
      date_of_birth: a.dob,
      whatsapp_number: a.mobileNumber,
      primary_number: a.primaryNumber,
      zone: a.zone,
      gst_number: a.gstNumber,
      pan_number: a.panNumber,
      company_name: a.companyName,
      registered_address: a.registeredAddress,
      registered_city: a.registeredCity,
      registered_pin: a.registeredPin,
      size_of_company: a.sizeOfCompany,
      org_type: a.orgType,
      incorporation_date: a.incorporationDate,
      description: a.description,
      products_and_services: a.meta,
      linkedin: a.linkedin,
      instagram: a.instagram,
      youtube: a.youtube,
      created_at: iso(a.createdAt),
      submitted_at: iso(a.submittedAt),
    },
    directors: bundle.directors.map((row) => ({
      name: row.name,
      email: row.email,
      mobile_number: row.mobileNumber,
    })),
    proposers: bundle.proposers.map((row) => ({
      company_name: row.companyName,
      director: row.director,
      email: row.email,
      mobile_number: row.mobileNumber,
      response: row.response,
    })),
  };
}

type OrderRow = Awaited<ReturnType<typeof findOrdersOf>>[number];

/** The orders, and the tax invoices among them as they were issued. */
function ordersPart(orderRows: OrderRow[]) {
  return {
    orders: orderRows.map((row) => ({
      order_id: row.uniqueOrderId,
      purpose: row.purpose,
      status: row.status,
      total: paiseToRupees(row.totalPaise),
      created_at: iso(row.createdAt),
      paid_at: iso(row.paidAt),
    })),
    invoices: orderRows
      .filter((row) => row.invoiceNumber !== null)
      .map((row) => ({
        invoice_number: row.invoiceNumber,
        date: iso(row.paidAt),
        billed_name: row.billedName,
        billed_company: row.billedCompany,
        billed_gstin: row.billedGstin,
        billed_address: row.billedAddress,
        billed_city: row.billedCity,
        billed_pin: row.billedPin,
        total: paiseToRupees(row.totalPaise),
      })),
  };
}

export type MemberDataExport = Awaited<ReturnType<typeof collectMemberData>>;

/** The member's data as one document: the download's JSON, and what the PDF prints. */
export async function collectMemberData(db: Database, member: MemberRow, now: Date) {
  const ids = await findMemberApplicationIds(db, member);
  const [part, histories, orderRows, messages, stored, consents, requests] = await Promise.all([
    applicationPart(db, member.applicationId),
    findPlanHistories(db, ids),
    findOrdersOf(db, member.id, ids),
    findMessagesOf(db, member.id, ids),
    findStoredDocuments(db, ids),
    findConsents(db, ids),
    findDataRequestsOf(db, member.id),
  ]);
  return {
    exported_at: now.toISOString(),
    privacy_notice_version: PRIVACY_NOTICE_VERSION,
    member: {
      member_number: member.memberNumber,
      name: member.name,
      company_name: member.companyName,
      email: member.email,
      mobile_number: member.mobileNumber,
      status: member.status,
      zone: member.zone,
      renewal_reminders: { email: member.remindByEmail, whatsapp: member.remindByWhatsapp },
      created_at: iso(member.createdAt),
    },
    ...part,
    documents: stored.map((row) => ({
      field: row.field,
      file_name: row.originalName,
      uploaded_at: iso(row.createdAt),
      replaced_at: iso(row.replacedAt),
    })),
    plan_history: histories.map((row) => ({
      type: row.historyType,
      category: row.category,
      review_stage: row.reviewStage,
      payment_status: row.paymentStatus,
      membership_expiry: iso(row.membershipExpiry),
      created_at: iso(row.createdAt),
    })),
    ...ordersPart(orderRows),
    consents: consents.map((row) => ({
      notice_version: row.noticeVersion,
      given_at: iso(row.givenAt),
      contact: row.contact,
      ip: row.ip,
    })),
    messages: messages.map((row) => ({
      channel: row.channel,
      to: row.to,
      subject: row.subject,
      kind: row.kind,
      status: row.status,
      created_at: iso(row.createdAt),
    })),
    data_requests: requests.map((row) => ({
      kind: row.kind,
      status: row.status,
      details: row.details,
      reason: row.reason,
      created_at: iso(row.createdAt),
      closed_at: iso(row.closedAt),
    })),
  };
}
