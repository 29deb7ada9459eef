// PATCH /api/staff/members/:id/details (admin, office): staff change a member's details field by
// field (decision 094). Only the fields whose value differs are saved and audited (before and
// after); a new PAN needs its new PAN card; nothing else asks for a document or for fields the
// record never had (an imported member's date of birth, company type or incorporation date).
import {
  DOCUMENT_FOR_CHANGE,
  MEMBER_RECORD_MESSAGES as M,
  type EditableMemberField,
  type MemberDetailsBody,
} from '@portico/domain/contracts/member-record.contract';
import type { Database, Executor } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError, type FieldErrors } from '../../errors';
import { auditChange } from '../audit';
import type { StaffPrincipal } from '../auth';
import { MEMBER_DETAILS_AUDIT_ACTION } from '../privacy';
import { lockApplication, updateApplication, updateMember } from '../records';
import { attachDocuments, storageKeyFromUrl, UPLOAD_AGAIN } from '../uploads';
import { findContactsTaken, findDetailsRow, findUploader } from './member-record.repository';
import { detailsOf } from './read-member-record';
import { lockLiveMember } from './member-access';

const FIELDS: readonly EditableMemberField[] = [
  'name',
  'company_name',
  'email',
  'mobile',
  'registered_address',
  'registered_city',
  'registered_pin',
  'gst_number',
  'pan_number',
];
/** Held only by the application that made them a member. */
const APPLICATION_ONLY = new Set<EditableMemberField>([
  'registered_address',
  'registered_city',
  'registered_pin',
  'gst_number',
  'pan_number',
]);

type Values = Partial<Record<EditableMemberField, string | null>>;

/** The sent fields whose value differs from the record's. */
function changesOf(current: Values, body: MemberDetailsBody) {
  const before: Values = {};
  const after: Values = {};
  for (const field of FIELDS) {
    const wanted = body[field];
    if (wanted === undefined || wanted === (current[field] ?? null)) continue;
    before[field] = current[field] ?? null;
    after[field] = wanted;
  }
  return { before, after, fields: Object.keys(after) as EditableMemberField[] };
}

async function checkContacts(db: Executor, memberId: number, after: Values) {
  if (after.email === undefined && after.mobile === undefined) return;
  const taken = await findContactsTaken(db, memberId, {
    email: after.email ?? undefined,
    mobile: after.mobile ?? undefined,
  });
  const errors: FieldErrors = {};
  if (after.email !== undefined && taken.email) errors.email = M.emailTaken;
  if (after.mobile !== undefined && taken.mobile) errors.mobile = M.mobileTaken;
  if (Object.keys(errors).length > 0) throw new ConflictError(Object.values(errors)[0]!, errors);
}

/** The new PAN card: required with a new PAN, uploaded by this staff member. */
async function checkPanCard(db: Executor, principal: StaffPrincipal, body: MemberDetailsBody) {
  const field = DOCUMENT_FOR_CHANGE.pan_number;
  if (!body.pan_proof) throw new BadRequestError(M.panCardRequired, { [field]: M.panCardRequired });
  const key = storageKeyFromUrl(body.pan_proof);
  const uploader = key ? await findUploader(db, key) : null;
  if (uploader !== `staff:${principal.staffId}`) {
    throw new BadRequestError(UPLOAD_AGAIN, { [field]: UPLOAD_AGAIN });
  }
}

/** The defined values only: a field not changed is not written. */
const defined = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T;

async function apply(tx: Executor, memberId: number, applicationId: number | null, after: Values) {
  const contact = defined({
    name: after.name ?? undefined,
    email: after.email ?? undefined,
    companyName: after.company_name ?? undefined,
    mobileNumber: after.mobile ?? undefined,
  });
  if (Object.keys(contact).length > 0) await updateMember(tx, memberId, contact);
  if (applicationId === null) return;
  await updateApplication(tx, applicationId, {
    ...contact,
    registeredAddress: after.registered_address ?? undefined,
    registeredCity: after.registered_city ?? undefined,
    registeredPin: after.registered_pin ?? undefined,
    gstNumber: after.gst_number,
    panNumber: after.pan_number ?? undefined,
  });
}

export async function editMemberDetails(
  db: Database,
  principal: StaffPrincipal,
  memberId: number,
  body: MemberDetailsBody,
) {
  return db.transaction(async (tx) => {
    const member = await lockLiveMember(tx, memberId);
    if (member.applicationId !== null) await lockApplication(tx, member.applicationId);
    const current = await findDetailsRow(tx, memberId);
    if (!current) throw new NotFoundError('Member not found');
    const { before, after, fields } = changesOf(detailsOf(current), body);
    if (fields.length === 0) throw new BadRequestError(M.nothingChanged);
    if (member.applicationId === null && fields.some((field) => APPLICATION_ONLY.has(field))) {
      throw new BadRequestError(M.noApplication);
    }
    await checkContacts(tx, memberId, after);
    if (after.pan_number !== undefined) await checkPanCard(tx, principal, body);
    await apply(tx, memberId, member.applicationId, after);
    if (after.pan_number !== undefined && member.applicationId !== null) {
      await attachDocuments(tx, member.applicationId, { pan_proof: body.pan_proof });
    }
    await auditChange(tx, principal, {
      action: MEMBER_DETAILS_AUDIT_ACTION,
      entity: 'member',
      entityId: memberId,
      before,
      after: after.pan_number === undefined ? after : { ...after, pan_proof: 'new PAN card' },
    });
    const saved = await findDetailsRow(tx, memberId);
    return { changed: fields, details: detailsOf(saved ?? current) };
  });
}
