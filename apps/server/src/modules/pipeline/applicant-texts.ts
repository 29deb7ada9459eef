// The applicant's text message of a decision (issue #16): the changes asked for, the rejection, or the
// payment link. On WhatsApp with the kind's utility template when WhatsApp is configured, else by SMS
// in the admin's wording (the notifier chooses); the SMS wording is kept on either row.
import type { MessageTemplateKind } from '@portico/domain/contracts/values';
import { formatDisplayDateLong } from '@portico/domain/format';
import type { Executor } from '../../db/client';
import type { ApplicationRow } from '../records';
import type { EmailBrand } from '../../lib/email/email-brand';
import {
  approvedForPaymentSms,
  type BoundNotifier,
  changesRequestedSms,
  rejectedSms,
  type TextMessage,
} from '../notifications';
import { templateSource } from '../settings';

export type ApplicantNews =
  { kind: 'changes_requested' | 'rejected' } | { kind: 'approved_for_payment'; expiresAt: Date };

const SMS_TEMPLATE = {
  changes_requested: 'changes_requested_sms',
  rejected: 'rejected_sms',
  approved_for_payment: 'approved_for_payment_sms',
} as const satisfies Record<ApplicantNews['kind'], MessageTemplateKind>;

export async function textApplicant(
  ctx: { db: Executor; notifier: BoundNotifier },
  application: ApplicationRow,
  brand: EmailBrand,
  news: ApplicantNews,
): Promise<void> {
  const appId = application.appId;
  const template = await templateSource(ctx.db).textOf(SMS_TEMPLATE[news.kind]);
  const message: TextMessage =
    news.kind === 'approved_for_payment'
      ? {
          kind: news.kind,
          text: approvedForPaymentSms(appId, news.expiresAt, template, brand),
          values: { app_id: appId, expires_on: formatDisplayDateLong(news.expiresAt) },
        }
      : {
          kind: news.kind,
          text:
            news.kind === 'rejected'
              ? rejectedSms(appId, template, brand)
              : changesRequestedSms(appId, template, brand),
          values: { app_id: appId },
        };
  await ctx.notifier.text(application.mobileNumber ?? '', message);
}
