// step_3: the proposers (as many members vouching for the applicant as the rule asks, decision 070)
// and the membership documents.
import type { Principal } from '../auth';
import type { SaveDeps } from './application-deps';
import {
  deleteProposers,
  insertProposers,
  type ApplicationUpdate,
  type ProposerInsert,
  type ProposerRow,
} from '../records';
import { attachFormDocuments } from './documents';
import { proposerMemberErrors } from './proposer-members';
import { proposersRuleOf } from './proposer-rule';
import {
  keepsUncheckedDraft,
  requireApplicationId,
  requireEditor,
  saveExisting,
  savedView,
  type SaveContext,
} from './save-existing';
import { parseProposers, parseSaveMeta, step3Input, validationError } from './validation';
import { PROPOSER_DOCUMENT_FIELDS, type ApplicationView } from './view';

type ProposerPayloadRow = ReturnType<typeof parseProposers>['members'][number];

export async function saveProposers(
  deps: SaveDeps,
  caller: Principal | null,
  body: Record<string, unknown>,
): Promise<ApplicationView> {
  const principal = requireEditor(caller);
  const meta = parseSaveMeta(body);
  const id = requireApplicationId(meta.id);
  const draft = meta.is_draft;
  return saveExisting(deps, principal, id, 3, (ctx) => proposerChanges(deps, ctx, body, draft), {
    respondWithView: true,
    draft,
  }).then(savedView);
}

async function proposerChanges(
  deps: SaveDeps,
  ctx: SaveContext,
  body: Record<string, unknown>,
  isDraft: boolean,
): Promise<ApplicationUpdate> {
  const { tx, application, isStar, bundle } = ctx;
  const draft = keepsUncheckedDraft(ctx, isDraft);
  const proposersRequired = await proposersRuleOf(tx, application);
  const payload = parseProposers(
    {
      isStar,
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
  await deps.fault('proposers.deleted');
  await insertProposers(tx, proposerRows(application.id, members, memberIds, bundle.proposers));
  const urls = Object.fromEntries(
    PROPOSER_DOCUMENT_FIELDS.map((field) => [field, payload[field]]).filter(([, url]) => url),
  );
  await attachFormDocuments(tx, ctx.principal, bundle, urls, deps.files);
  return {};
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
