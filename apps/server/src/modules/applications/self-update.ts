// The member's self-update: basic details, directors and other details of the member's application,
// saved together in one transaction.
import { MESSAGES } from '@portico/domain/messages';
import { completeDirectorRows, directorsSchema } from '@portico/domain/schemas/directors.schema';
import type { Transaction } from '../../db/client';
import { BadRequestError, type FieldErrors } from '../../errors';
import type { Principal } from '../auth';
import { deleteDirectors, insertDirectors, type ApplicationUpdate } from '../records';
import {
  basicColumns,
  type BasicDetails,
  errorsOf,
  parseBasicDetails,
  parseOrThrow,
  recordSaveConsent,
  type Step1Payload,
  validationError,
} from './validation';
import { attachFormDocuments } from './documents';
import { finishSave, openSave, writeSave } from './save-existing';
import type { OpenedSave, SaveTools } from './save-types';
import { otherDetailsColumns, step4Schema } from './save-other-details';

export type SelfUpdateOptions = {
  /** The verification token's principal that proves the mobile number, if one was sent. */
  proof: Principal | null;
  beforeSave?: (tx: Transaction) => Promise<void>;
  afterSave: (tx: Transaction, saved: Step1Payload) => Promise<void>;
  /** The client's address, recorded with the privacy notice's consent. */
  ip?: string | null;
};

/**
 * The member's self-update: the mobile number proven by `proof` (a verification token), the
 * category unchanged. `beforeSave` checks the member's side first and `afterSave` writes it (its
 * contacts, manual flag), in the same transaction.
 */
export async function selfUpdate(
  tools: Pick<SaveTools, 'db' | 'catalog' | 'faults'>,
  principal: Principal,
  id: number,
  body: Record<string, unknown>,
  options: SelfUpdateOptions,
): Promise<void> {
  await tools.db.transaction(async (tx) => {
    const save = await openSave(tx, principal, id, { allowSubmitted: true });
    await options.beforeSave?.(tx);
    // The self-update corrects details; the category is the membership's, not the form's.
    const input = { ...body, id, membership_id: save.application.categoryId };
    const changes = await selfUpdateChanges(tools, save, input, options);
    const updated = await writeSave(save, changes, { tab: 4 }, tools.faults);
    await finishSave(save, updated, changes, { respondWithView: false });
  });
}

/** Every field's issue at once: the basic details', the directors' and the other details'. */
async function checkSelfUpdate(
  { catalog }: Pick<SaveTools, 'catalog'>,
  save: OpenedSave,
  input: Record<string, unknown>,
  proof: Principal | null,
) {
  const errors: FieldErrors = {};
  let basics: BasicDetails | undefined;
  try {
    basics = await parseBasicDetails(catalog, save.principal, input, save.tx, {
      extra: proof,
      memberMobileCounts: false,
      singlePage: true,
    });
  } catch (error) {
    if (!(error instanceof BadRequestError) || !error.errors) throw error;
    Object.assign(errors, error.errors);
  }
  const isStar = basics?.isStar ?? save.isStar;
  const directorsInput = isStar
    ? null
    : directorsSchema({
        applicantEmail: basics?.payload.email ?? save.application.email,
        applicantMobile: basics?.payload.mobile_number ?? save.application.mobileNumber,
      });
  if (directorsInput) Object.assign(errors, errorsOf(directorsInput, input));
  Object.assign(errors, errorsOf(step4Schema, input));
  if (!basics || Object.keys(errors).length > 0) {
    throw validationError(errors, MESSAGES.formIncomplete);
  }
  return { basics, directorsInput };
}

async function selfUpdateChanges(
  tools: Pick<SaveTools, 'catalog'>,
  save: OpenedSave,
  input: Record<string, unknown>,
  options: SelfUpdateOptions,
): Promise<ApplicationUpdate> {
  const { tx, application } = save;
  const { basics, directorsInput } = await checkSelfUpdate(tools, save, input, options.proof);
  const { payload, category, documents } = basics;
  const other = parseOrThrow(step4Schema, input);
  const rows = directorsInput
    ? (completeDirectorRows(parseOrThrow(directorsInput, input, { once: true }).director) ?? [])
    : [];
  if (save.bundle.directors.length > 0) await deleteDirectors(tx, application.id);
  await insertDirectors(tx, application.id, rows);
  await attachFormDocuments(tx, save.principal, save.bundle, documents);
  await options.afterSave(tx, payload);
  const who = {
    applicationId: application.id,
    memberId: application.memberId,
    agreed: application.privacyNoticeVersion,
  };
  await recordSaveConsent(tx, basics, who, options.ip ?? null);
  return {
    ...basicColumns(payload, category.id, { email: true, mobile: true }, basics.consented),
    ...otherDetailsColumns(other),
    manual: 0,
  };
}
