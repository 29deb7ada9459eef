// step_3: the proposers (as many members vouching for the applicant as the rule asks, decision 070)
// and the membership documents.
import { saveMetaShape } from '@portico/domain/schemas/application-save.schema';
import { text } from '@portico/domain/schemas/fields';
import {
  proposersDraftSchema,
  proposersSchema,
  type ProposersContext,
} from '@portico/domain/schemas/proposers.schema';
import type { Principal } from '../auth';
import {
  deleteProposers,
  insertProposers,
  type ProposerInsert,
  type ProposerRow,
} from '../records';
import { attachFormDocuments } from './documents';
import { proposerMemberErrors } from './proposer-members';
import { proposersRuleOf } from './proposer-rule';
import {
  faultPoint,
  finishSave,
  keepsUncheckedDraft,
  openSave,
  savedView,
  saveRequestOf,
  writeSave,
} from './save-existing';
import type { SaveTools } from './save-types';
import { parseOrThrow, validationError } from './validation';
import { PROPOSER_DOCUMENT_FIELDS, type ApplicationView } from './view';

export function step3Schema(ctx: ProposersContext) {
  return proposersSchema(ctx).safeExtend(saveMetaShape);
}

const step3DraftSchema = proposersDraftSchema.safeExtend(saveMetaShape);

/**
 * step_3 validated with the tier's rules (star needs neither signature nor stamp), or, for a Save
 * as Draft, only its shape: a draft keeps whatever was typed.
 */
export function parseProposers(
  ctx: ProposersContext,
  input: Record<string, unknown>,
  options: { draft?: boolean } = {},
) {
  if (options.draft) return parseOrThrow(step3DraftSchema, input);
  return parseOrThrow(step3Schema(ctx), input, { once: true });
}

/** step_3 sends a new upload as `signature` or keeps the stored one as `old_signature`. */
export function step3Input(body: Record<string, unknown>): Record<string, unknown> {
  const pick = (field: string): unknown => {
    const value = text.safeParse(body[field]);
    if (value.success && value.data !== '') return value.data;
    return body[`old_${field}`] ?? body[field];
  };
  return { ...body, signature: pick('signature'), stamp: pick('stamp') };
}

type ProposerPayloadRow = ReturnType<typeof parseProposers>['members'][number];

export async function saveProposers(
  tools: SaveTools,
  caller: Principal | null,
  body: Record<string, unknown>,
): Promise<ApplicationView> {
  const { principal, id, isDraft } = saveRequestOf(caller, body);
  return tools.db.transaction(async (tx) => {
    const save = await openSave(tx, principal, id);
    const { application, bundle } = save;
    const draft = keepsUncheckedDraft(save, isDraft);
    const proposersRequired = await proposersRuleOf(tx, application);
    const payload = parseProposers(
      {
        isStar: save.isStar,
        applicantEmail: application.email,
        applicantMobile: application.mobileNumber,
        proposersRequired,
      },
      step3Input(body),
      { draft },
    );
    // Only the rows the rule asks are kept: a row typed under an earlier rule is dropped.
    const members = payload.members.slice(0, proposersRequired);
    // A draft keeps proposers who are not (yet) members; Next and the final submit refuse them.
    const { errors, memberIds } = await proposerMemberErrors(tx, members);
    if (!draft && Object.keys(errors).length > 0) throw validationError(errors);

    await deleteProposers(tx, application.id);
    await faultPoint(tools.faults, 'proposers.deleted');
    await insertProposers(tx, proposerRows(application.id, members, memberIds, bundle.proposers));
    const urls = Object.fromEntries(
      PROPOSER_DOCUMENT_FIELDS.map((field) => [field, payload[field]]).filter(([, url]) => url),
    );
    await attachFormDocuments(tx, principal, bundle, urls, tools.files);
    const updated = await writeSave(save, {}, { tab: 3, draft: isDraft }, tools.faults);
    return savedView(await finishSave(save, updated, {}, { respondWithView: true }));
  });
}

/** A proposer who stays the same keeps the answer already given to the reference request. */
function proposerRows(
  applicationId: number,
  members: readonly ProposerPayloadRow[],
  memberIds: readonly (number | null)[],
  earlierRows: readonly ProposerRow[],
): ProposerInsert[] {
  const previous = new Map(earlierRows.map((row) => [row.rowNo, row]));
  return members.map((row, index) => {
    const earlier = previous.get(row.row_id);
    const same =
      earlier !== undefined &&
      earlier.email.toLowerCase() === row.email.toLowerCase() &&
      earlier.mobileNumber === row.mobile_number;
    return {
      applicationId,
      rowNo: row.row_id,
      companyName: row.name,
      director: row.director,
      email: row.email,
      mobileNumber: row.mobile_number,
      memberId: memberIds[index] ?? null,
      response: same ? earlier.response : null,
      respondedAt: same ? earlier.respondedAt : null,
    };
  });
}
