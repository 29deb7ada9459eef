// The four saves of the membership form, the final submit and the application reads (applicant spec
// §4, §5, §7; decision 009). Every save is one transaction that locks the application row first: it
// either lands whole or leaves the previous state untouched.
import { recordAudit } from '../audit/audit.repository';
import { refuseUnrequestedChanges } from './requested-changes';
import { MESSAGES, proposerNotMember } from '@portico/domain/messages';
import { completeDirectorRows, directorsSchema } from '@portico/domain/schemas/directors.schema';
import { basicDetailsSchema } from '@portico/domain/schemas/basic-details.schema';
import { checkMemberSchema } from '@portico/domain/schemas/check-member.schema';
import { firstFormTabWithError } from '@portico/domain/schemas/membership-form-tab';
import { isStarTier } from '@portico/domain/tier';
import type { FileStore } from '../../adapters/files/file-store';
import type { Database, Executor, Transaction } from '../../db/client';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  UnauthorizedError,
  type FieldErrors,
} from '../../errors';
import { isStaff, provesEmail, provesMobile, type Principal } from '../auth/principal';
import { authorizeApplication, authorizeLoaded, canStaffWrite, type AccessMode } from './access';
import { attachFormDocuments } from './documents';
import {
  deleteDirectors,
  deleteProposers,
  findApplicationBundle,
  findMember,
  findMemberByContact,
  findMemberByEmailOrMobile,
  findPlanHistory,
  hasFilledNewApplication,
  insertApplication,
  insertDirectors,
  insertPlanHistory,
  insertProposers,
  updateApplication,
  updatePlanHistory,
  type ApplicationBundle,
  type ApplicationRow,
  type ApplicationUpdate,
  type CategoryRow,
  type PlanHistoryRow,
} from './applications.repository';
import {
  errorsOf,
  parseOrThrow,
  parseProposers,
  parseSaveMeta,
  parseStep1Head,
  proposerErrors,
  step1Schema,
  step2Schema,
  step3Input,
  step4Schema,
  storedBasicDetails,
  storedDirectors,
  storedProposers,
  validationError,
  MEMBERSHIP_UNKNOWN,
  UPGRADE_NOT_HIGHER,
  type Step1Payload,
} from './validation';
import {
  BASIC_DOCUMENT_FIELDS,
  changedFields,
  PROPOSER_DOCUMENT_FIELDS,
  toApplicationView,
  type ApplicationView,
} from './view';

export const SAVE_MESSAGES = {
  basicDetails: 'Basic details saved',
  directors: 'Director details saved',
  proposers: 'Membership details saved',
  otherDetails: 'Other details saved',
  submitted: 'Application submitted successfully',
} as const;

export const ALREADY_APPLIED =
  'An application with this email or mobile number has already been submitted. Please log in to continue.';
export const ALREADY_SUBMITTED =
  'This application has already been submitted and can no longer be changed.';

/** Points inside a save where a test can make it fail (see decision 009). */
export type FaultPoint = 'directors.deleted' | 'proposers.deleted' | 'application.saved';

export type ApplicationFaults = {
  /** Called at each fault point inside the save's transaction; a throw aborts the save. */
  inject?: (point: FaultPoint) => void | Promise<void>;
};

/**
 * The review pipeline's part of the final submit (decision 010): runs inside the save's transaction
 * (it moves the review stage) and returns what to do once the save has committed (notify reviewers).
 */
export type FinalSubmitHook = (
  tx: Transaction,
  submission: { application: ApplicationRow; history: PlanHistoryRow },
) => Promise<(() => Promise<void>) | undefined>;

/** Reference data the saves look up on every call, served from memory by the catalog module. */
export type ApplicationCatalog = {
  /** `db`: the transaction to read through should the cache need loading. */
  findCategory(id: number, db?: Executor): Promise<CategoryRow | undefined>;
  findState(id: number, db?: Executor): Promise<{ id: number; zone: string } | undefined>;
};

/** What else proves a contact in a save (see provenContacts). */
type BasicDetailsOptions = {
  /** A verification token's principal sent along (the member self-update's mobile check). */
  extra?: Principal | null;
  /** Whether a member's stored mobile number counts as verified (not in the self-update). */
  memberMobileCounts?: boolean;
  /** The single-page form (the self-update), with its own wording of some messages. */
  singlePage?: boolean;
};

export type ApplicationServiceDeps = {
  db: Database;
  catalog: ApplicationCatalog;
  /** Where documents are stored: a member's own documents are copied into their upgrade. */
  files?: FileStore;
  /** All five review stages approved (the review module's rule). */
  isReviewComplete: (history: PlanHistoryRow) => boolean;
  onFinalSubmit?: FinalSubmitHook;
  faults?: ApplicationFaults;
};

export type Completion = {
  application_form_completion: boolean;
  application_review_completion: boolean;
  application_payment_completion: boolean;
  application: { app_id: string };
};

type SaveContext = {
  tx: Transaction;
  principal: Principal;
  application: ApplicationRow;
  bundle: ApplicationBundle;
  isStar: boolean;
  byStaff: boolean;
  /** The application as shown before the save (audit log, send-back check); built when asked. */
  before: () => ApplicationView;
  /** The audit action of the save; the final submit names itself. */
  auditAction: 'application.update' | 'application.submit' | 'application.resubmit';
  /**
   * Set by a save of a new-journey application's contacts: the update is made only while no other
   * submitted new application holds them (409 otherwise), checked in the same statement.
   */
  contactMustBeFree?: { email: string; mobile: string };
};

/** Who saved, as the audit log names them. */
function auditActor(principal: Principal): string {
  if (principal.kind === 'staff') return `staff:${principal.staffId}`;
  if (principal.kind === 'member') return `member:${principal.memberId}`;
  return `applicant:${principal.emails[0] ?? principal.mobiles[0] ?? ''}`;
}

const emptyToNull = (value: string): string | null => (value === '' ? null : value);

export function createApplicationService({
  db,
  catalog,
  files,
  isReviewComplete,
  onFinalSubmit,
  faults,
}: ApplicationServiceDeps) {
  const fault = async (point: FaultPoint) => {
    await faults?.inject?.(point);
  };

  function requireSignedIn(principal: Principal | null): Principal {
    if (!principal) throw new UnauthorizedError();
    return principal;
  }

  /** A signed-in caller who may save at all: staff must be admin or office. */
  function requireEditor(principal: Principal | null): Principal {
    const signedIn = requireSignedIn(principal);
    if (isStaff(signedIn) && !canStaffWrite(signedIn)) throw new ForbiddenError();
    return signedIn;
  }

  /**
   * Staff saves are audited always; an applicant's from the final submit on (the application is under
   * review then, e.g. changes asked for by a reviewer), not the private draft before it.
   */
  function isAudited(ctx: SaveContext): boolean {
    const underReview = ctx.bundle.planHistory?.appFilled === true;
    return ctx.byStaff || underReview || ctx.auditAction !== 'application.update';
  }

  async function audit(ctx: SaveContext, after: ApplicationView): Promise<void> {
    const changed = changedFields(ctx.before(), after);
    await recordAudit(ctx.tx, {
      actor: auditActor(ctx.principal),
      action: ctx.auditAction,
      entity: 'application',
      entityId: String(after.id),
      before: changed.before,
      after: changed.after,
    });
  }

  /**
   * The save of an existing application, in one transaction: reads and locks the application with
   * its related rows in one statement, authorises on it (a stranger learns nothing, not even what is
   * wrong with the body), refuses an applicant's change to a submitted application, then runs `work`
   * and records the new step. The application is read again only when something needs the saved
   * state: the response (`respondWithView`), the audit log or a send-back's field check.
   */
  async function saveExisting(
    principal: Principal,
    id: number,
    tab: 1 | 2 | 3 | 4,
    work: (ctx: SaveContext) => Promise<ApplicationUpdate>,
    options: {
      respondWithView: boolean;
      /** A member's self-update may change a submitted (paid) application. */
      allowSubmitted?: boolean;
    },
  ): Promise<{ application: ApplicationRow; view: ApplicationView | null }> {
    return db.transaction(async (tx) => {
      const bundle = await authorizeLoaded(
        tx,
        principal,
        await findApplicationBundle(tx, id, { lock: true }),
        'write',
      );
      const { application } = bundle;
      const byStaff = isStaff(principal);
      // Submitted applications are locked for the applicant unless a reviewer sent them back.
      const history = bundle.planHistory;
      if (
        !byStaff &&
        !options.allowSubmitted &&
        history?.appFilled &&
        history.reviewStage !== 'changes_requested'
      ) {
        throw new ConflictError(ALREADY_SUBMITTED);
      }
      const ctx: SaveContext = {
        tx,
        principal,
        application,
        bundle,
        isStar: isStarTier(bundle.category.name),
        byStaff,
        before: () => toApplicationView(bundle),
        auditAction: 'application.update',
      };
      const changes = await work(ctx);
      const values: ApplicationUpdate = {
        ...changes,
        steps: Math.max(application.steps, tab, changes.steps ?? 0),
        isAdmin: byStaff,
      };
      const updated = await updateApplication(tx, id, values, ctx.contactMustBeFree);
      if (!updated) throw new ConflictError(ALREADY_APPLIED);
      await fault('application.saved');
      const changesRequested = !byStaff && history?.reviewStage === 'changes_requested';
      const audited = isAudited(ctx);
      if (!options.respondWithView && !changesRequested && !audited) {
        return { application: updated, view: null };
      }
      const saved = await findApplicationBundle(tx, id);
      if (!saved) throw new Error(`application ${id} vanished during a save`);
      const view = toApplicationView(saved);
      if (changesRequested) {
        refuseUnrequestedChanges(ctx.before(), view, history.changesRequestedFields ?? []);
      }
      if (audited) await audit(ctx, view);
      return { application: updated, view };
    });
  }

  /** The view a save answered with (saveExisting reads it when asked to). */
  function savedView(saved: { view: ApplicationView | null }): ApplicationView {
    if (!saved.view) throw new Error('the save was not asked for its view');
    return saved.view;
  }

  function requireApplicationId(id: number | null): number {
    if (id === null) {
      throw new BadRequestError(MESSAGES.basicDetailsFirst, { id: MESSAGES.basicDetailsFirst });
    }
    return id;
  }

  // ── step_1 ──────────────────────────────────────────────────────────────────────────────────

  function basicColumns(
    payload: Step1Payload,
    categoryId: number,
    verified: { email: boolean; mobile: boolean },
  ): ApplicationUpdate & { categoryId: number } {
    return {
      categoryId,
      name: payload.name,
      email: payload.email.toLowerCase(),
      emailVerified: verified.email,
      dob: emptyToNull(payload.dob),
      mobileNumber: payload.mobile_number,
      mobileVerified: verified.mobile,
      primaryNumber: payload.primary_number,
      sameNumber: payload.same_number,
      zone: payload.zone,
      stateId: payload.state,
      gstNumber: emptyToNull(payload.gst_number),
      panNumber: payload.pan_number,
      companyName: payload.company_name,
      registeredAddress: payload.registered_address,
      sizeOfCompany: payload.size_of_company,
      orgType: payload.org_type,
      incorporationDate: emptyToNull(payload.incorporation_date),
    };
  }

  function basicDocumentUrls(payload: Step1Payload): Record<string, string> {
    return Object.fromEntries(
      BASIC_DOCUMENT_FIELDS.map((field) => [field, payload[field]]).filter(([, url]) => url),
    );
  }

  /**
   * Which email and mobile number count as verified for this caller: an applicant's proven by code;
   * a member's own (stored) contacts; and those proven by `extra` (the self-update's verification).
   */
  async function provenContacts(
    principal: Principal,
    through: Executor,
    options: BasicDetailsOptions,
  ): Promise<{ email(value: string): boolean; mobile(value: string): boolean }> {
    const member =
      principal.kind === 'member' ? await findMember(through, principal.memberId) : undefined;
    const { extra, memberMobileCounts = true } = options;
    return {
      email: (value) =>
        provesEmail(principal, value) ||
        (extra ? provesEmail(extra, value) : false) ||
        (member !== undefined && member.email.toLowerCase() === value.trim().toLowerCase()),
      mobile: (value) =>
        provesMobile(principal, value) ||
        (extra ? provesMobile(extra, value) : false) ||
        (memberMobileCounts && member !== undefined && member.mobileNumber === value.trim()),
    };
  }

  /** The step_1 body checked with the chosen category's rules; the category and state from memory. */
  async function parseBasicDetails(
    principal: Principal,
    body: Record<string, unknown>,
    through: Executor = db,
    options: BasicDetailsOptions = {},
  ) {
    const head = parseStep1Head(body);
    const category = await catalog.findCategory(head.membership_id, through);
    if (!category) {
      throw new BadRequestError(MEMBERSHIP_UNKNOWN, { membership_id: MEMBERSHIP_UNKNOWN });
    }
    const isStar = isStarTier(category.name);
    const byStaff = isStaff(principal);

    // The submit gates: an applicant's token must prove the payload's email and WhatsApp number.
    const rawEmail = typeof body.email === 'string' ? body.email.trim() : '';
    const rawMobile =
      typeof body.mobile_number === 'string' || typeof body.mobile_number === 'number'
        ? String(body.mobile_number).trim()
        : '';
    const proven = byStaff ? null : await provenContacts(principal, through, options);
    const payload = parseOrThrow(
      step1Schema({
        isStar,
        ...(options.singlePage ? { singlePage: true } : {}),
        ...(proven
          ? {
              verified: {
                email: rawEmail && proven.email(rawEmail) ? rawEmail : null,
                mobile: rawMobile && proven.mobile(rawMobile) ? rawMobile : null,
              },
            }
          : {}),
      }),
      body,
    );
    const state = await catalog.findState(payload.state, through);
    if (!state || state.zone !== payload.zone) {
      throw validationError({ state: MESSAGES.stateRequired });
    }
    return {
      journey: head.journey,
      category,
      isStar,
      byStaff,
      payload,
      contact: { email: payload.email, mobile: payload.mobile_number },
      documents: basicDocumentUrls(payload),
    };
  }

  /**
   * An upgrade is to a higher category than the member's (400 on membership_id at the save, not only
   * at its checkout). Checked while the upgrade is unpaid: once paid, the member holds that category.
   */
  async function assertUpgradeIsHigher(
    tx: Transaction,
    memberId: number | null | undefined,
    category: CategoryRow,
  ): Promise<void> {
    if (!memberId) return;
    const member = await findMember(tx, memberId);
    const current = member ? await catalog.findCategory(member.categoryId, tx) : undefined;
    if (current && category.rank <= current.rank) {
      throw validationError({ membership_id: UPGRADE_NOT_HIGHER });
    }
  }

  async function saveBasicDetails(
    caller: Principal | null,
    body: Record<string, unknown>,
  ): Promise<{ id: number; appId: string }> {
    const principal = requireEditor(caller);
    const existingId = parseSaveMeta(body).id;
    if (existingId === null) return createApplication(principal, body);

    const saved = await saveExisting(
      principal,
      existingId,
      1,
      async (ctx) => {
        // Checked only now that the caller may save this application.
        const { category, isStar, byStaff, payload, contact, documents } = await parseBasicDetails(
          principal,
          body,
          ctx.tx,
        );
        const { tx, application } = ctx;
        if (application.journey === 'upgrade' && ctx.bundle.planHistory?.paymentStatus !== 'paid') {
          await assertUpgradeIsHigher(tx, application.memberId, category);
        }
        if (!byStaff && application.journey === 'new') ctx.contactMustBeFree = contact;
        // Staff verify nothing: a contact stays verified only while it is unchanged.
        const verified = byStaff
          ? {
              email:
                application.emailVerified &&
                (application.email ?? '').toLowerCase() === contact.email.toLowerCase(),
              mobile: application.mobileVerified && application.mobileNumber === contact.mobile,
            }
          : { email: true, mobile: true };
        // The category follows the form until the membership is paid for.
        const history = ctx.bundle.planHistory;
        if (
          history &&
          history.paymentStatus !== 'paid' &&
          (history.categoryId !== category.id || history.companyName !== payload.company_name)
        ) {
          await updatePlanHistory(tx, history.id, {
            categoryId: category.id,
            companyName: payload.company_name,
          });
        }
        // The star tier has no directors.
        if (isStar && ctx.bundle.directors.length > 0) await deleteDirectors(tx, application.id);
        await attachFormDocuments(tx, ctx.principal, ctx.bundle, documents, files);
        return basicColumns(payload, category.id, verified);
      },
      { respondWithView: false },
    );
    return { id: saved.application.id, appId: saved.application.appId };
  }

  /** step_1 without an id: a new application and its plan history. */
  async function createApplication(
    principal: Principal,
    body: Record<string, unknown>,
  ): Promise<{ id: number; appId: string }> {
    const { journey, category, byStaff, payload, contact, documents } = await parseBasicDetails(
      principal,
      body,
    );
    return db.transaction(async (tx) => {
      if (!byStaff && journey === 'new' && (await hasFilledNewApplication(tx, contact, null))) {
        throw new ConflictError(ALREADY_APPLIED);
      }
      const member =
        journey === 'upgrade'
          ? await findMemberByEmailOrMobile(tx, contact.email, contact.mobile)
          : undefined;
      if (journey === 'upgrade') await assertUpgradeIsHigher(tx, member?.id, category);
      const application = await insertApplication(tx, {
        ...basicColumns(payload, category.id, { email: !byStaff, mobile: !byStaff }),
        journey,
        memberId: member?.id ?? null,
        isAdmin: byStaff,
        steps: 1,
      });
      await insertPlanHistory(tx, {
        applicationId: application.id,
        categoryId: category.id,
        historyType: journey,
        companyName: payload.company_name,
      });
      await attachFormDocuments(tx, principal, { application, documents: [] }, documents, files);
      await fault('application.saved');
      if (principal.kind === 'staff') {
        const saved = await findApplicationBundle(tx, application.id);
        await recordAudit(tx, {
          actor: `staff:${principal.staffId}`,
          action: 'application.update',
          entity: 'application',
          entityId: String(application.id),
          before: null,
          after: saved ? toApplicationView(saved) : null,
        });
      }
      return { id: application.id, appId: application.appId };
    });
  }

  // ── step_2 ──────────────────────────────────────────────────────────────────────────────────

  async function saveDirectors(
    caller: Principal | null,
    body: Record<string, unknown>,
  ): Promise<ApplicationView> {
    const principal = requireEditor(caller);
    const id = requireApplicationId(parseSaveMeta(body).id);
    return saveExisting(
      principal,
      id,
      2,
      async ({ tx, application, isStar }) => {
        const rows = isStar
          ? []
          : (completeDirectorRows(
              parseOrThrow(
                step2Schema({
                  applicantEmail: application.email,
                  applicantMobile: application.mobileNumber,
                }),
                body,
                { once: true },
              ).director,
            ) ?? []);
        await deleteDirectors(tx, application.id);
        await fault('directors.deleted');
        await insertDirectors(tx, application.id, rows);
        return {};
      },
      { respondWithView: true },
    ).then(savedView);
  }

  // ── step_3 ──────────────────────────────────────────────────────────────────────────────────

  /** Each proposer pair must be an existing member's email and mobile number (decision 009). */
  async function proposerMemberErrors(
    tx: Transaction,
    rows: readonly { email: string; mobile_number: string }[],
  ): Promise<{ errors: FieldErrors; memberIds: (number | null)[] }> {
    const errors: FieldErrors = {};
    const memberIds: (number | null)[] = [];
    for (const [index, row] of rows.entries()) {
      const member =
        row.email !== '' && row.mobile_number !== ''
          ? await findMemberByContact(tx, row.email, row.mobile_number)
          : undefined;
      memberIds.push(member?.id ?? null);
      if (!member) errors[`members.${index}.email`] = proposerNotMember(index + 1);
    }
    return { errors, memberIds };
  }

  async function saveProposers(
    caller: Principal | null,
    body: Record<string, unknown>,
  ): Promise<ApplicationView> {
    const principal = requireEditor(caller);
    const id = requireApplicationId(parseSaveMeta(body).id);
    return saveExisting(
      principal,
      id,
      3,
      async ({ tx, application, isStar, bundle }) => {
        const payload = parseProposers(
          {
            isStar,
            applicantEmail: application.email,
            applicantMobile: application.mobileNumber,
          },
          step3Input(body),
        );
        const { errors, memberIds } = await proposerMemberErrors(tx, payload.members);
        if (Object.keys(errors).length > 0) throw validationError(errors);

        // A proposer who stays the same keeps the answer already given to the reference request.
        const previous = new Map(bundle.proposers.map((row) => [row.rowNo, row]));
        await deleteProposers(tx, application.id);
        await fault('proposers.deleted');
        await insertProposers(
          tx,
          payload.members.map((row, index) => {
            const earlier = previous.get(row.row_id);
            const same =
              earlier !== undefined &&
              earlier.email.toLowerCase() === row.email.toLowerCase() &&
              earlier.mobileNumber === row.mobile_number;
            return {
              applicationId: application.id,
              rowNo: row.row_id,
              companyName: row.name,
              director: row.director,
              email: row.email,
              mobileNumber: row.mobile_number,
              memberId: memberIds[index] ?? null,
              response: same ? earlier.response : null,
              respondedAt: same ? earlier.respondedAt : null,
            };
          }),
        );
        const urls = Object.fromEntries(
          PROPOSER_DOCUMENT_FIELDS.map((field) => [field, payload[field]]).filter(([, url]) => url),
        );
        await attachFormDocuments(tx, principal, bundle, urls, files);
        return {};
      },
      { respondWithView: true },
    ).then(savedView);
  }

  // ── step_4 and the final submit ─────────────────────────────────────────────────────────────

  /** Tabs 1–3 as stored, checked with the tier's rules; the first failing tab is the hint. */
  async function earlierSectionErrors(
    tx: Transaction,
    bundle: ApplicationBundle,
    isStar: boolean,
    byStaff: boolean,
  ): Promise<FieldErrors> {
    const a = bundle.application;
    const errors: FieldErrors = {
      ...errorsOf(
        basicDetailsSchema({
          isStar,
          ...(byStaff
            ? {}
            : {
                verified: {
                  email: a.emailVerified ? a.email : null,
                  mobile: a.mobileVerified ? a.mobileNumber : null,
                },
              }),
        }),
        storedBasicDetails(bundle),
      ),
    };
    if (!isStar) {
      Object.assign(
        errors,
        errorsOf(
          directorsSchema({ applicantEmail: a.email, applicantMobile: a.mobileNumber }),
          storedDirectors(bundle),
        ),
      );
    }
    const proposers = storedProposers(bundle);
    const proposerIssues = proposerErrors(
      { isStar, applicantEmail: a.email, applicantMobile: a.mobileNumber },
      proposers,
    );
    Object.assign(errors, proposerIssues);
    if (!Object.keys(proposerIssues).some((key) => key.startsWith('members.'))) {
      const rows = proposers.members.map((row) => ({
        email: String(row.email ?? ''),
        mobile_number: String(row.mobile_number ?? ''),
      }));
      Object.assign(errors, (await proposerMemberErrors(tx, rows)).errors);
    }
    const tab = firstFormTabWithError(Object.keys(errors).map((key) => key.split('.')));
    if (tab !== null) errors.tab = String(tab);
    return errors;
  }

  async function saveOtherDetails(
    caller: Principal | null,
    body: Record<string, unknown>,
  ): Promise<{ submitted: boolean }> {
    const principal = requireEditor(caller);
    const id = requireApplicationId(parseSaveMeta(body).id);
    let submitted = false;
    let afterCommit: (() => Promise<void>) | undefined;
    await saveExisting(
      principal,
      id,
      4,
      async (ctx) => {
        const { tx, bundle, isStar, byStaff, application } = ctx;
        const payload = parseOrThrow(step4Schema, body);
        const columns: ApplicationUpdate = {
          description: payload.description,
          meta: emptyToNull(payload.meta),
          linkedin: emptyToNull(payload.linkedin),
          instagram: emptyToNull(payload.instagram),
          youtube: emptyToNull(payload.youtube),
          membershipChecked: payload.membership_checked,
        };
        if (payload.is_draft) return columns;

        const errors = await earlierSectionErrors(tx, bundle, isStar, byStaff);
        if (Object.keys(errors).length > 0) throw validationError(errors, MESSAGES.formIncomplete);
        let history: PlanHistoryRow;
        if (bundle.planHistory) {
          await updatePlanHistory(tx, bundle.planHistory.id, { appFilled: true });
          history = { ...bundle.planHistory, appFilled: true };
        } else {
          history = await insertPlanHistory(tx, {
            applicationId: application.id,
            categoryId: application.categoryId,
            historyType: application.journey,
            companyName: application.companyName,
            appFilled: true,
          });
        }
        ctx.auditAction =
          history.reviewStage === 'changes_requested'
            ? 'application.resubmit'
            : 'application.submit';
        afterCommit = await onFinalSubmit?.(tx, { application, history });
        submitted = true;
        return {
          ...columns,
          isDraft: false,
          steps: 4,
          submittedAt: application.submittedAt ?? new Date(),
        };
      },
      { respondWithView: false },
    );
    await afterCommit?.();
    return { submitted };
  }

  // ── The member self-update ──────────────────────────────────────────────────────────────────

  /**
   * The member's self-update (applicant spec 'Member self-update'): basic details, directors and
   * other details of the member's application in one transaction, the mobile number proven by
   * `proof` (a verification token), the category unchanged. `beforeSave` checks the member's side
   * first and `afterSave` writes it (its contacts, manual flag), in the same transaction.
   */
  async function selfUpdate(
    principal: Principal,
    id: number,
    body: Record<string, unknown>,
    options: {
      proof: Principal | null;
      beforeSave?: (tx: Transaction) => Promise<void>;
      afterSave: (tx: Transaction, saved: Step1Payload) => Promise<void>;
    },
  ): Promise<void> {
    await saveExisting(
      principal,
      id,
      4,
      async (ctx) => {
        const { tx, application } = ctx;
        await options.beforeSave?.(tx);
        // The self-update corrects details; the category is the membership's, not the form's.
        const input = { ...body, id, membership_id: application.categoryId };
        let basics: Awaited<ReturnType<typeof parseBasicDetails>> | undefined;
        const errors: FieldErrors = {};
        try {
          basics = await parseBasicDetails(principal, input, tx, {
            extra: options.proof,
            memberMobileCounts: false,
            singlePage: true,
          });
        } catch (error) {
          if (!(error instanceof BadRequestError) || !error.errors) throw error;
          Object.assign(errors, error.errors);
        }
        const isStar = basics?.isStar ?? ctx.isStar;
        const directorsInput = isStar
          ? null
          : directorsSchema({
              applicantEmail: basics?.payload.email ?? application.email,
              applicantMobile: basics?.payload.mobile_number ?? application.mobileNumber,
            });
        if (directorsInput) Object.assign(errors, errorsOf(directorsInput, input));
        Object.assign(errors, errorsOf(step4Schema, input));
        if (!basics || Object.keys(errors).length > 0) {
          throw validationError(errors, MESSAGES.formIncomplete);
        }
        const { payload, category, documents } = basics;
        const other = parseOrThrow(step4Schema, input);
        const rows = directorsInput
          ? (completeDirectorRows(parseOrThrow(directorsInput, input, { once: true }).director) ??
            [])
          : [];
        if (ctx.bundle.directors.length > 0) await deleteDirectors(tx, application.id);
        await insertDirectors(tx, application.id, rows);
        await attachFormDocuments(tx, principal, ctx.bundle, documents);
        await options.afterSave(tx, payload);
        return {
          ...basicColumns(payload, category.id, { email: true, mobile: true }),
          description: other.description,
          meta: emptyToNull(other.meta),
          linkedin: emptyToNull(other.linkedin),
          instagram: emptyToNull(other.instagram),
          youtube: emptyToNull(other.youtube),
          membershipChecked: other.membership_checked,
          manual: 0,
        };
      },
      { respondWithView: false, allowSubmitted: true },
    );
  }

  // ── Reads ───────────────────────────────────────────────────────────────────────────────────

  async function getApplication(principal: Principal | null, id: number): Promise<ApplicationView> {
    // One statement loads the row and its related rows; access is decided on it (decision 012).
    if (!principal) throw new UnauthorizedError();
    const bundle = await findApplicationBundle(db, id);
    return toApplicationView(await authorizeLoaded(db, principal, bundle, 'read'));
  }

  async function getCompletion(principal: Principal | null, id: number): Promise<Completion> {
    const application = await authorizeApplication(db, principal, id, 'read');
    const history = await findPlanHistory(db, application);
    return {
      application_form_completion: !application.isDraft && application.steps >= 4,
      application_review_completion: history ? isReviewComplete(history) : false,
      application_payment_completion: history?.paymentStatus === 'paid',
      application: { app_id: application.appId },
    };
  }

  async function checkMember(body: Record<string, unknown>): Promise<boolean> {
    const { email, phone } = parseOrThrow(checkMemberSchema, body);
    return (await findMemberByContact(db, email, phone)) !== undefined;
  }

  return {
    /** The application if the principal may use it (401/403/404 otherwise); for other modules. */
    authorize: (principal: Principal | null, id: number, mode: AccessMode = 'read') =>
      authorizeApplication(db, principal, id, mode),
    saveBasicDetails,
    saveDirectors,
    saveProposers,
    saveOtherDetails,
    selfUpdate,
    getApplication,
    getCompletion,
    checkMember,
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
