// The applicant's acknowledgement of a first submission (issue #29): the application number to quote,
// the review's steps in order and the page that follows it, by email (and by text where configured,
// decision 088). The steps name the references only when the application needs proposers
// (decision 070); no duration is promised (decision 087).
import type { ApplicationRow } from '../records';
import type { EmailBrand } from '../../lib/email/email-brand';
import { reviewLink } from '../../lib/signed-links';
import {
  applicationReceivedEmail,
  applicationReceivedSms,
  type ApplicationSummary,
  type BoundNotifier,
} from '../notifications';
import { canText, type MessagingConfig } from '../../config/messaging';
import { templateSource } from '../settings';
import type { Executor } from '../../db/client';

/** The review's steps as the applicant reads them. */
export function receivedSteps(referencesRequired: number): string[] {
  return [
    'Your zone manager',
    'Our accounts team',
    ...(referencesRequired === 0
      ? []
      : [
          referencesRequired === 1
            ? 'A reference from your proposer'
            : 'References from your proposers',
        ]),
    'The governing body',
  ];
}

export async function sendReceived(
  ctx: {
    db: Executor;
    notifier: BoundNotifier;
    config: { publicUrl: string; messaging: MessagingConfig };
  },
  application: ApplicationRow,
  summary: ApplicationSummary,
  brand: EmailBrand,
  referencesRequired: number,
): Promise<void> {
  const template = await templateSource(ctx.db).textOf('application_received_email');
  await ctx.notifier.email(
    application.email ?? '',
    await applicationReceivedEmail(
      {
        application: summary,
        steps: receivedSteps(referencesRequired),
        followUrl: reviewLink(ctx.config.publicUrl, application.id, application.journey),
      },
      brand,
      template,
    ),
    'application_received_email',
  );
  // An optional text (decision 088): only where its SMS DLT template or WhatsApp template is set.
  if (!canText(ctx.config.messaging, 'application_received')) return;
  const sms = await templateSource(ctx.db).textOf('application_received_sms');
  await ctx.notifier.text(application.mobileNumber ?? '', {
    kind: 'application_received',
    text: applicationReceivedSms(application.appId, sms, brand),
    values: { app_id: application.appId },
  });
}
