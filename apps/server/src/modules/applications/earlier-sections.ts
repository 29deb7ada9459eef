// The final submit's check of tabs 1–3 as stored, with the tier's rules.
import { basicDetailsSchema } from '@portico/domain/schemas/basic-details.schema';
import { directorsSchema } from '@portico/domain/schemas/directors.schema';
import { firstFormTabWithError } from '@portico/domain/schemas/membership-form-tab';
import type { Transaction } from '../../db/client';
import type { FieldErrors } from '../../errors';
import type { ApplicationBundle } from '../records';
import { proposerMemberErrors } from './proposer-members';
import { proposersRuleOf } from './proposer-rule';
import {
  errorsOf,
  proposerErrors,
  storedBasicDetails,
  storedDirectors,
  storedProposers,
} from './validation';

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
