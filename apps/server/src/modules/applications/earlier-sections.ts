// The final submit's check of tabs 1–3 as stored, with the tier's rules; and the stored tabs as the
// form would send them (an upgrade made from the record copies them too).
import { basicDetailsSchema } from '@portico/domain/schemas/basic-details.schema';
import { directorsSchema } from '@portico/domain/schemas/directors.schema';
import type { BasicDetailsInput } from '@portico/domain/schemas/basic-details.schema';
import {
  proposersSchema,
  type ProposersContext,
  type ProposerRowInput,
} from '@portico/domain/schemas/proposers.schema';
import { DEFAULT_PROPOSERS_REQUIRED, type ProposersRequired } from '@portico/domain/proposer-rule';
import { firstFormTabWithError } from '@portico/domain/schemas/membership-form-tab';
import type { Transaction } from '../../db/client';
import type { FieldErrors } from '../../errors';
import type { ApplicationBundle } from '../records';
import { proposerMemberErrors } from './proposer-members';
import { proposersRuleOf } from './proposer-rule';
import { errorsOf } from './validation';
import { BASIC_DOCUMENT_FIELDS, documentUrlsByField } from './view';

/** Tab 1 as the form would send it, from the stored application and its documents. */
export function storedBasicDetails(bundle: ApplicationBundle): BasicDetailsInput {
  const a = bundle.application;
  const urls = documentUrlsByField(bundle.documents);
  const documents = Object.fromEntries(
    BASIC_DOCUMENT_FIELDS.map((field) => [field, urls.get(field) ?? '']),
  );
  return {
    name: a.name,
    email: a.email,
    dob: a.dob,
    mobile_number: a.mobileNumber,
    primary_number: a.primaryNumber,
    same_number: a.sameNumber,
    zone: a.zone,
    state: a.stateId,
    gst_number: a.gstNumber,
    pan_number: a.panNumber,
    company_name: a.companyName,
    registered_address: a.registeredAddress,
    size_of_company: a.sizeOfCompany,
    org_type: a.orgType,
    incorporation_date: a.incorporationDate,
    ...documents,
  };
}

export function storedDirectors(bundle: ApplicationBundle) {
  return {
    director: bundle.directors.map((row) => ({
      name: row.name,
      email: row.email,
      mobile_number: row.mobileNumber,
    })),
  };
}

/** Tab 3 as the form would send it: one row per proposer the rule asks (blank when not saved yet). */
export function storedProposers(
  bundle: ApplicationBundle,
  proposersRequired: ProposersRequired = DEFAULT_PROPOSERS_REQUIRED,
) {
  const row = (rowId: 1 | 2): ProposerRowInput => {
    const stored = bundle.proposers.find((proposer) => proposer.rowNo === rowId);
    return {
      row_id: rowId,
      name: stored?.companyName ?? '',
      director: stored?.director ?? '',
      email: stored?.email ?? '',
      mobile_number: stored?.mobileNumber ?? '',
    };
  };
  const urls = documentUrlsByField(bundle.documents);
  return {
    members: ([1, 2] as const).filter((rowId) => rowId <= proposersRequired).map(row),
    signature: urls.get('signature') ?? '',
    stamp: urls.get('stamp') ?? '',
  };
}

/** The issues of stored proposers with the tier's rules (empty when valid). */
function proposerErrors(ctx: ProposersContext, input: Record<string, unknown>): FieldErrors {
  return errorsOf(proposersSchema(ctx), input);
}

function basicDetailsErrors(
  bundle: ApplicationBundle,
  isStar: boolean,
  byStaff: boolean,
): FieldErrors {
  const a = bundle.application;
  const verified = {
    email: a.emailVerified ? a.email : null,
    mobile: a.mobileVerified ? a.mobileNumber : null,
  };
  return errorsOf(
    basicDetailsSchema({ isStar, ...(byStaff ? {} : { verified }) }),
    storedBasicDetails(bundle),
  );
}

/** The stored proposers' issues; while their rows are well formed, whether each is a member. */
async function storedProposerErrors(
  tx: Transaction,
  bundle: ApplicationBundle,
  isStar: boolean,
): Promise<FieldErrors> {
  const a = bundle.application;
  const proposersRequired = await proposersRuleOf(tx, a);
  const proposers = storedProposers(bundle, proposersRequired);
  const errors = proposerErrors(
    { isStar, applicantEmail: a.email, applicantMobile: a.mobileNumber, proposersRequired },
    proposers,
  );
  if (!Object.keys(errors).some((key) => key.startsWith('members.'))) {
    const rows = proposers.members.map((row) => ({
      email: String(row.email ?? ''),
      mobile_number: String(row.mobile_number ?? ''),
    }));
    return { ...errors, ...(await proposerMemberErrors(tx, rows)).errors };
  }
  return errors;
}

/** Tabs 1–3 as stored, checked with the tier's rules; the first failing tab is the hint. */
export async function earlierSectionErrors(
  tx: Transaction,
  bundle: ApplicationBundle,
  isStar: boolean,
  byStaff: boolean,
): Promise<FieldErrors> {
  const a = bundle.application;
  const errors: FieldErrors = { ...basicDetailsErrors(bundle, isStar, byStaff) };
  if (!isStar) {
    Object.assign(
      errors,
      errorsOf(
        directorsSchema({ applicantEmail: a.email, applicantMobile: a.mobileNumber }),
        storedDirectors(bundle),
      ),
    );
  }
  Object.assign(errors, await storedProposerErrors(tx, bundle, isStar));
  const tab = firstFormTabWithError(Object.keys(errors).map((key) => key.split('.')));
  if (tab !== null) errors.tab = String(tab);
  return errors;
}
