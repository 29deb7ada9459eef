// The emails and SMS of a decision, written to the outbox in its transaction (issue #16): review
// requests to the staff of the next step, reference requests to the proposers, and the applicant's
// news. The caller kicks the outbox's worker once the transaction has committed.
import { addDays } from 'date-fns';
import { applicationRouteId } from '@portico/domain/format';
import type { ZoneCode } from '../../db/schema';
import { type ApplicationRow, findProposers, type PlanHistoryRow } from '../records';
import {
  type ApplicationSummary,
  approvedForPaymentEmail,
  type BoundNotifier,
  brandSource,
  cancelledEmail,
  changesRequestedEmail,
  type EmailContent,
  referenceRequestEmail,
  rejectedEmail,
  REVIEW_REQUEST_KINDS,
  reviewRequestEmail,
} from '../notifications';
import type { Executor } from '../../db/client';
import type { PipelineContext } from './deps';
import { fieldLabel } from './fields';
import {
  editLink,
  paymentLink,
  referenceLink,
  signPaymentToken,
  signReferenceToken,
} from '../../lib/signed-links';
import type { Notice } from './outcome';
import { textApplicant } from './applicant-texts';
import { sendReceived } from './applicant-received';
import type { EmailBrand } from '../../lib/email/email-brand';
import { findActiveStaffWithRole, findDisplayNames, type Recipient } from './pipeline.repository';
import { STAGE_LABELS, type StaffStage } from './stage-model';
import { templateSource } from '../settings';
import type { MessageTemplateKind } from '@portico/domain/contracts/values';

/** The pipeline's context inside the decision's transaction: reads and messages go through `tx`. */
type NoticeContext = Omit<PipelineContext, 'db' | 'notifier'> & {
  db: Executor;
  notifier: BoundNotifier;
};

/** The kind's wording now (the admin's template, else the default), read when the message is written. */
const wording = (ctx: NoticeContext, kind: MessageTemplateKind) =>
  templateSource(ctx.db).textOf(kind);

/** One notice to send, with what every kind may need. */
type Sending<K extends Notice['kind']> = {
  ctx: NoticeContext;
  application: ApplicationRow;
  history: PlanHistoryRow;
  summary: ApplicationSummary;
  at: Date;
  notice: Extract<Notice, { kind: K }>;
  /** The association as the emails show it, read once for this decision's messages. */
  brand: EmailBrand;
};

async function reviewersOf(
  { db }: NoticeContext,
  stage: StaffStage,
  zone: ZoneCode | null,
): Promise<Recipient[]> {
  const found =
    stage === 'zone_manager'
      ? zone
        ? await findActiveStaffWithRole(db, 'zone_manager', zone)
        : []
      : await findActiveStaffWithRole(db, stage);
  // Nobody holds the role (yet): the admins hear about it, so no application waits unseen.
  return found.length > 0 ? found : findActiveStaffWithRole(db, 'admin');
}

async function sendReviewRequest({
  ctx,
  application,
  summary,
  notice,
  brand,
}: Sending<'review_request'>): Promise<void> {
  const kind = REVIEW_REQUEST_KINDS[notice.reason];
  const template = await wording(ctx, kind);
  for (const recipient of await reviewersOf(ctx, notice.stage, application.zone)) {
    await ctx.notifier.email(
      recipient.email,
      await reviewRequestEmail(
        {
          recipientName: recipient.name,
          application: summary,
          stageLabel: STAGE_LABELS[notice.stage],
          reason: notice.reason,
          backOfficeUrl: `${ctx.config.publicUrl}/staff/applications/${applicationRouteId(application.id)}`,
        },
        brand,
        template,
      ),
      kind,
    );
  }
}

async function sendReferenceRequests({
  ctx,
  application,
  history,
  summary,
  at,
  notice,
  brand,
}: Sending<'reference_requests'>): Promise<void> {
  const { config } = ctx;
  const rows = await findProposers(ctx.db, application.id);
  const template = await wording(ctx, 'reference_request_email');
  for (const num of notice.nums) {
    const proposer = rows.find((row) => row.rowNo === num);
    if (!proposer) continue;
    const token = await signReferenceToken(
      config.appSecret,
      { planHistoryId: history.id, num },
      { now: at, days: config.referenceLinkDays },
    );
    await ctx.notifier.email(
      proposer.email,
      await referenceRequestEmail(
        {
          proposerName: proposer.director,
          num,
          application: summary,
          approveUrl: referenceLink(config.publicUrl, application.id, num, 'approve', token),
          rejectUrl: referenceLink(config.publicUrl, application.id, num, 'reject', token),
          expiresAt: addDays(at, config.referenceLinkDays),
        },
        brand,
        template,
      ),
      'reference_request_email',
    );
  }
}

async function sendApproved({
  ctx,
  application,
  history,
  summary,
  at,
  notice,
  brand,
}: Sending<'approved'>): Promise<void> {
  const { config } = ctx;
  const token = await signPaymentToken(config.appSecret, history.id, {
    now: at,
    expiresAt: notice.expiresAt,
  });
  await ctx.notifier.email(
    application.email ?? '',
    await approvedForPaymentEmail(
      {
        application: summary,
        paymentUrl: paymentLink(
          config.publicUrl,
          application.id,
          application.journey,
          history.id,
          token,
        ),
        expiresAt: notice.expiresAt,
      },
      brand,
      await wording(ctx, 'approved_for_payment_email'),
    ),
    'approved_for_payment_email',
  );
  await textApplicant(ctx, application, brand, {
    kind: 'approved_for_payment',
    expiresAt: notice.expiresAt,
  });
}

async function sendApplicantNews({
  ctx,
  application,
  summary,
  notice,
  brand,
}: Sending<'changes_requested' | 'rejected' | 'cancelled'>): Promise<void> {
  const { notifier, config } = ctx;
  /** The applicant's email of this kind, in the admin's wording of it. */
  const emailApplicant = async (
    kind: 'changes_requested_email' | 'rejected_email' | 'cancelled_email',
    render: (template: Awaited<ReturnType<typeof wording>>) => Promise<EmailContent>,
  ) => notifier.email(application.email ?? '', await render(await wording(ctx, kind)), kind);
  switch (notice.kind) {
    case 'changes_requested':
      await emailApplicant('changes_requested_email', (template) =>
        changesRequestedEmail(
          {
            application: summary,
            note: notice.note,
            fieldLabels: notice.fields.map(fieldLabel),
            editUrl: editLink(config.publicUrl, application.id, application.journey),
          },
          brand,
          template,
        ),
      );
      await textApplicant(ctx, application, brand, { kind: 'changes_requested' });
      break;
    case 'rejected':
      await emailApplicant('rejected_email', (template) =>
        rejectedEmail({ application: summary, reason: notice.reason }, brand, template),
      );
      await textApplicant(ctx, application, brand, { kind: 'rejected' });
      break;
    case 'cancelled':
      await emailApplicant('cancelled_email', (template) =>
        cancelledEmail({ application: summary, remark: notice.remark }, brand, template),
      );
      break;
  }
}

async function send(
  ctx: NoticeContext,
  application: ApplicationRow,
  history: PlanHistoryRow,
  notices: readonly Notice[],
): Promise<void> {
  const names = await findDisplayNames(ctx.db, application);
  const summary: ApplicationSummary = {
    appId: application.appId,
    name: application.name ?? '',
    companyName: application.companyName ?? '',
    category: names.category,
    zone: names.zone,
  };
  const brand = await brandSource(ctx.db, ctx.config.association, ctx.config.publicUrl).current();
  const common = { ctx, application, history, summary, brand, at: ctx.now() };
  for (const notice of notices) {
    switch (notice.kind) {
      case 'review_request':
        await sendReviewRequest({ ...common, notice });
        break;
      case 'reference_requests':
        await sendReferenceRequests({ ...common, notice });
        break;
      case 'approved':
        await sendApproved({ ...common, notice });
        break;
      case 'received':
        await sendReceived(ctx, application, summary, brand, notice.referencesRequired);
        break;
      default:
        await sendApplicantNews({ ...common, notice });
    }
  }
}

/**
 * Writes the notices of a change in its transaction `tx`: committed with it, or rolled back with it.
 * The caller calls `ctx.notifier.kick()` once the transaction has committed.
 */
export async function enqueueNotices(
  ctx: PipelineContext,
  tx: Executor,
  application: ApplicationRow,
  history: PlanHistoryRow,
  notices: readonly Notice[],
): Promise<void> {
  if (notices.length === 0) return;
  const notifier = ctx.notifier.within(tx, { applicationId: application.id });
  await send({ ...ctx, db: tx, notifier }, application, history, notices);
}
