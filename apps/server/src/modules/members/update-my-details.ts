// POST /api/my_details: the member edits their own contacts, address and GSTIN (issue #29). Only
// the fields that differ from the record are written and audited; a new email or WhatsApp number
// needs the verification token of its code, a new address its proof, a GSTIN the PAN on record.
// A GSTIN change reaches future invoices only: an issued one keeps what it billed (decision 076).
import type { UpdateMyDetailsBody } from '@portico/domain/contracts/my-details.contract';
import { gstinError } from '@portico/domain/gstin';
import {
  changedDetails,
  documentsForChanges,
  MY_DETAILS_MESSAGES,
  myDetailsSchema,
  type MyDetailsField,
  type MyDetailsForm,
} from '@portico/domain/member-details';
import { fieldErrors } from '@portico/domain/schemas/field-errors';
import type { Transaction } from '../../db/client';
import { BadRequestError, ConflictError, type FieldErrors } from '../../errors';
import { uniqueViolation } from '../../lib/db-errors';
import { attachOwnDocuments } from '../applications';
import { auditChangeBy, memberActor } from '../audit';
import { provesEmail, provesMobile, teamPersonOf, type Principal } from '../auth';
import {
  findCurrentDocuments,
  findMember,
  isMemberContact,
  lockMember,
  updateApplication,
  updateMember,
  type ApplicationRow,
  type MemberRow,
} from '../records';
import { proofOf } from './clean-update';
import { requireMember, type MemberAreaDeps } from './member-area-deps';
import { detailsOf, detailValues, memberApplication } from './my-details';

function parseForm(body: UpdateMyDetailsBody): MyDetailsForm {
  const parsed = myDetailsSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw new BadRequestError(Object.values(errors)[0] ?? 'Invalid request', errors);
}

/** Why a changed field cannot be saved: an unproven or taken contact, a GSTIN of another PAN. */
async function refusals(
  tx: Transaction,
  form: MyDetailsForm,
  changed: readonly MyDetailsField[],
  context: { proof: Principal | null; application: ApplicationRow },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const { proof, application } = context;
  if (changed.includes('email')) {
    const email = form.email.toLowerCase();
    if (!provesEmail(proof, email)) errors.email = MY_DETAILS_MESSAGES.emailNotVerified;
    else if (await isMemberContact(tx, { email })) errors.email = MY_DETAILS_MESSAGES.emailTaken;
  }
  if (changed.includes('mobile_number')) {
    const mobile = form.mobile_number;
    if (!provesMobile(proof, mobile)) errors.mobile_number = MY_DETAILS_MESSAGES.mobileNotVerified;
    else if (await isMemberContact(tx, { mobile })) {
      errors.mobile_number = MY_DETAILS_MESSAGES.mobileTaken;
    }
  }
  if (changed.includes('gst_number')) {
    const problem =
      form.gst_number === ''
        ? MY_DETAILS_MESSAGES.gstRequired
        : gstinError(form.gst_number, application.panNumber);
    if (problem) errors.gst_number = problem;
  }
  if (documentsForChanges(changed).includes('address_proof') && form.address_proof === '') {
    errors.address_proof = MY_DETAILS_MESSAGES.addressProofNeeded;
  }
  return errors;
}

const APPLICATION_COLUMNS = {
  email: 'email',
  mobile_number: 'mobileNumber',
  registered_address: 'registeredAddress',
  registered_city: 'registeredCity',
  registered_pin: 'registeredPin',
  gst_number: 'gstNumber',
} as const satisfies Record<MyDetailsField, string>;

/** The changed fields' new values, on the application and (contacts) on the member. */
async function writeChanges(
  tx: Transaction,
  member: MemberRow,
  application: ApplicationRow,
  form: MyDetailsForm,
  changed: readonly MyDetailsField[],
): Promise<void> {
  const values: Record<string, string | boolean> = {};
  for (const field of changed) {
    values[APPLICATION_COLUMNS[field]] = field === 'email' ? form.email.toLowerCase() : form[field];
  }
  if (changed.includes('email')) values.emailVerified = true;
  if (changed.includes('mobile_number')) values.mobileVerified = true;
  await updateApplication(tx, application.id, values);
  const contacts = {
    ...(changed.includes('email') ? { email: form.email.toLowerCase() } : {}),
    ...(changed.includes('mobile_number') ? { mobileNumber: form.mobile_number } : {}),
  };
  if (Object.keys(contacts).length > 0) await updateMember(tx, member.id, contacts);
}

/** The current file of each document field, by name: what the audit row records of a new one. */
async function documentNames(tx: Transaction, applicationId: number, fields: readonly string[]) {
  const rows = await findCurrentDocuments(tx, applicationId);
  return Object.fromEntries(
    fields.map((field) => [field, rows.find((row) => row.field === field)?.originalName ?? null]),
  );
}

async function saveChanges(
  deps: MemberAreaDeps,
  principal: Principal,
  memberId: number,
  form: MyDetailsForm,
  proof: Principal | null,
): Promise<MyDetailsField[]> {
  return deps.db.transaction(async (tx) => {
    const member = await lockMember(tx, memberId);
    if (!member) throw new ConflictError('Your membership record was not found');
    const application = await memberApplication(tx, member);
    const before = detailValues(member, application);
    const changed = changedDetails(before, form);
    if (changed.length === 0) return changed;
    const errors = await refusals(tx, form, changed, { proof, application });
    if (Object.keys(errors).length > 0) {
      throw new BadRequestError(Object.values(errors)[0] ?? 'Invalid request', errors);
    }
    const documents = documentsForChanges(changed);
    const filesBefore = await documentNames(tx, application.id, documents);
    if (documents.length > 0) {
      const urls = Object.fromEntries(documents.map((field) => [field, form.address_proof]));
      await attachOwnDocuments(tx, principal, application.id, urls);
    }
    await writeChanges(tx, member, application, form, changed);
    const pick = (values: Record<string, string>) =>
      Object.fromEntries(changed.map((field) => [field, values[field] ?? null]));
    await auditChangeBy(tx, memberActor(member.id, teamPersonOf(principal)), {
      action: 'member.details_updated',
      entity: 'member',
      entityId: member.id,
      before: { ...pick(before), ...filesBefore },
      after: { ...pick(form), ...(await documentNames(tx, application.id, documents)) },
    });
    return changed;
  });
}

export async function updateMyDetails(
  deps: MemberAreaDeps,
  principal: Principal | null,
  body: UpdateMyDetailsBody,
) {
  const member = await requireMember(deps.db, principal);
  const form = parseForm(body);
  const proof = await proofOf(deps.tokens, body);
  let changed: MyDetailsField[];
  try {
    changed = await saveChanges(deps, principal as Principal, member.id, form, proof);
  } catch (error) {
    // Two members claiming one new address at once: the second meets the unique index.
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    const field = constraint.includes('mobile') ? 'mobile_number' : 'email';
    const message =
      field === 'email' ? MY_DETAILS_MESSAGES.emailTaken : MY_DETAILS_MESSAGES.mobileTaken;
    throw new BadRequestError(message, { [field]: message });
  }
  const fresh = (await findMember(deps.db, member.id)) ?? member;
  return {
    message: changed.length > 0 ? MY_DETAILS_MESSAGES.saved : MY_DETAILS_MESSAGES.nothingChanged,
    changed,
    data: await detailsOf(deps.db, fresh),
  };
}
