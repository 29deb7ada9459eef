// The emails and SMS of a committed decision: review requests to the staff of the next step,
// reference requests to the proposers, and the applicant's news.
import { addDays } from 'date-fns';
import type { ZoneCode } from '../../db/schema';
import { findProposers, type ApplicationRow } from '../applications/applications.repository';
import type { PlanHistoryRow } from '../applications/applications.repository';
import {
  approvedForPaymentEmail,
  approvedForPaymentSms,
  cancelledEmail,
  changesRequestedEmail,
  changesRequestedSms,
  referenceRequestEmail,
  rejectedEmail,
  rejectedSms,
  reviewRequestEmail,
  type ApplicationSummary,
} from '../notifications/templates';
import type { PipelineContext } from './deps';
import { fieldLabel } from './fields';
import {
  editLink,
  paymentLink,
  referenceLink,
  signPaymentToken,
  signReferenceToken,
} from './links';
import type { Notice } from './outcome';
import { findActiveStaffWithRole, findDisplayNames, type Recipient } from './pipeline.repository';
import { STAGE_LABELS, type StaffStage } from './stage-model';

/** One notice to send, with what every kind may need. */
type Sending<K extends Notice['kind']> = {
  ctx: PipelineContext;
  application: ApplicationRow;
  history: PlanHistoryRow;
  summary: ApplicationSummary;
  at: Date;
  notice: Extract<Notice, { kind: K }>;
};

async function reviewersOf(
  { db }: PipelineContext,
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
}: Sending<'review_request'>): Promise<void> {
  for (const recipient of await reviewersOf(ctx, notice.stage, application.zone)) {
    await ctx.notifier.email(
      recipient.email,
      reviewRequestEmail({
        recipientName: recipient.name,
        application: summary,
        stageLabel: STAGE_LABELS[notice.stage],
        reason: notice.reason,
        backOfficeUrl: `${ctx.config.publicUrl}/staff/applications/${application.id}`,
      }),
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
}: Sending<'reference_requests'>): Promise<void> {
  const { config } = ctx;
  const rows = await findProposers(ctx.db, application.id);
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
      referenceRequestEmail({
        proposerName: proposer.director,
        num,
        application: summary,
        approveUrl: referenceLink(config.publicUrl, application.id, num, 'approve', token),
        rejectUrl: referenceLink(config.publicUrl, application.id, num, 'reject', token),
        expiresAt: addDays(at, config.referenceLinkDays),
      }),
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
}: Sending<'approved'>): Promise<void> {
  const { config } = ctx;
  const token = await signPaymentToken(config.appSecret, history.id, {
    now: at,
    expiresAt: notice.expiresAt,
  });
  await ctx.notifier.email(
    application.email ?? '',
    approvedForPaymentEmail({
      application: summary,
      paymentUrl: paymentLink(
        config.publicUrl,
        application.id,
        application.journey,
        history.id,
        token,
      ),
      expiresAt: notice.expiresAt,
    }),
  );
  await ctx.notifier.sms(
    application.mobileNumber ?? '',
    approvedForPaymentSms(application.appId, notice.expiresAt),
  );
}

async function sendApplicantNews({
  ctx,
  application,
  summary,
  notice,
}: Sending<'changes_requested' | 'rejected' | 'cancelled'>): Promise<void> {
  const { notifier, config } = ctx;
  const applicantEmail = application.email ?? '';
  const applicantMobile = application.mobileNumber ?? '';
  switch (notice.kind) {
    case 'changes_requested':
      await notifier.email(
        applicantEmail,
        changesRequestedEmail({
          application: summary,
          note: notice.note,
          fieldLabels: notice.fields.map(fieldLabel),
          editUrl: editLink(config.publicUrl, application.id, application.journey),
        }),
      );
      await notifier.sms(applicantMobile, changesRequestedSms(application.appId));
      break;
    case 'rejected':
      await notifier.email(
        applicantEmail,
        rejectedEmail({ application: summary, reason: notice.reason }),
      );
      await notifier.sms(applicantMobile, rejectedSms(application.appId));
      break;
    case 'cancelled':
      await notifier.email(
        applicantEmail,
        cancelledEmail({ application: summary, remark: notice.remark }),
      );
      break;
  }
}

async function send(
  ctx: PipelineContext,
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
  const common = { ctx, application, history, summary, at: ctx.now() };
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
      default:
        await sendApplicantNews({ ...common, notice });
    }
  }
}

/** Sends the notices of a committed change; a failure is logged, never undoes or fails the change. */
export async function deliver(
  ctx: PipelineContext,
  application: ApplicationRow,
  history: PlanHistoryRow,
  notices: readonly Notice[],
): Promise<void> {
  if (notices.length === 0) return;
  try {
    await send(ctx, application, history, notices);
  } catch (error) {
    ctx.logger?.error({ err: error, applicationId: application.id }, 'review notifications failed');
  }
}
