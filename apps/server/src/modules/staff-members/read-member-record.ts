// GET /api/staff/members/:id/record: everything the association holds about one member, for the
// office's member page (issue #29). Any staff role reads it; a zone manager only in their zones.
import type { MemberRecord } from '@portico/domain/contracts/member-record.contract';
import { paiseToRupees } from '@portico/domain/money';
import type { Executor } from '../../db/client';
import { NotFoundError } from '../../errors';
import { hasRole, type StaffPrincipal } from '../auth';
import { documentUrl } from '../uploads';
import { assertMemberInReach } from './member-access';
import {
  findAuditRows,
  findBillingRows,
  findDetailsRow,
  findDocumentRows,
  findNoteRows,
  findOpenCorrections,
  findPlanRows,
} from './member-record.repository';

type Row = Record<string, unknown>;
const str = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);
const strOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();
const json = (value: unknown): Record<string, unknown> | null =>
  value === null || value === undefined
    ? null
    : ((typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>);

export function detailsOf(row: Row): MemberRecord['details'] {
  return {
    name: str(row.name),
    company_name: str(row.company_name),
    email: str(row.email),
    mobile: str(row.mobile_number),
    registered_address: strOrNull(row.registered_address),
    registered_city: strOrNull(row.registered_city),
    registered_pin: strOrNull(row.registered_pin),
    gst_number: strOrNull(row.gst_number),
    pan_number: strOrNull(row.pan_number),
    state: strOrNull(row.state),
    org_type: strOrNull(row.org_type),
    incorporation_date: strOrNull(row.incorporation_date),
    dob: strOrNull(row.dob),
  };
}

function partsOf(rows: {
  plan: Row[];
  documents: Row[];
  billing: Row[];
  notes: Row[];
  audit: Row[];
}): Omit<MemberRecord, 'id' | 'member_number' | 'application_id' | 'details' | 'corrections'> {
  return {
    plan: rows.plan.map((row) => ({
      kind: row.kind === 'period' ? 'period' : 'application',
      reference: strOrNull(row.reference),
      type: str(row.type),
      category: str(row.category),
      starts_at: iso(row.starts_at),
      ends_at: iso(row.ends_at),
      status: str(row.status),
      application_id: row.application_id === null ? null : Number(row.application_id),
    })),
    documents: rows.documents.map((row) => ({
      id: Number(row.id),
      field: str(row.field),
      url: documentUrl(str(row.storage_key)),
      original_name: str(row.original_name),
      review_status: row.review_status as MemberRecord['documents'][number]['review_status'],
      reviewed_at: iso(row.reviewed_at),
      reviewed_by: strOrNull(row.reviewer),
      uploaded_at: iso(row.created_at) ?? '',
      superseded_at: iso(row.replaced_at),
      application: str(row.app_id),
    })),
    billing: rows.billing.map((row) => ({
      kind: row.kind === 'credit_note' ? 'credit_note' : 'invoice',
      id: Number(row.id),
      number: str(row.number),
      unique_order_id: str(row.unique_order_id),
      issued_at: iso(row.issued_at) ?? '',
      total: paiseToRupees(Number(row.total_paise)),
      how: str(row.how),
    })),
    notes: rows.notes.map((row) => ({
      id: Number(row.id),
      text: str(row.text),
      by: strOrNull(row.by),
      at: iso(row.created_at) ?? '',
    })),
    audit: rows.audit.map((row) => ({
      id: Number(row.id),
      actor: str(row.actor),
      actor_name: strOrNull(row.actor_name),
      action: str(row.action),
      at: iso(row.at) ?? '',
      before: json(row.before),
      after: json(row.after),
    })),
  };
}

export async function readMemberRecord(
  db: Executor,
  principal: StaffPrincipal,
  memberId: number,
): Promise<MemberRecord> {
  const details = await findDetailsRow(db, memberId);
  if (!details) throw new NotFoundError('Member not found');
  assertMemberInReach(principal, strOrNull(details.zone));
  const [plan, documents, billing, notes, audit, corrections] = await Promise.all([
    findPlanRows(db, memberId),
    findDocumentRows(db, memberId),
    findBillingRows(db, memberId),
    findNoteRows(db, memberId),
    findAuditRows(db, memberId),
    hasRole(principal, 'admin') ? findOpenCorrections(db, memberId) : Promise.resolve([]),
  ]);
  return {
    id: memberId,
    member_number: strOrNull(details.member_number),
    application_id: details.application_id === null ? null : Number(details.application_id),
    details: detailsOf(details),
    ...partsOf({ plan, documents, billing, notes, audit }),
    corrections: corrections.map((row) => ({
      id: Number(row.id),
      details: str(row.details),
      created_at: iso(row.created_at) ?? '',
    })),
  };
}
