// Sends the pipeline's messages through app.mail and app.sms after the change they report has been
// committed. A message that cannot be delivered is logged (it stays in the outbox with its error);
// it never undoes or fails the review action itself.
import type { MailSender } from '../../adapters/mail/mail-sender';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import type { EmailContent } from './templates';

export type Notifier = {
  email(to: string, content: EmailContent): Promise<void>;
  sms(to: string, text: string): Promise<void>;
};

export function createNotifier(deps: {
  mail: MailSender;
  sms: SmsSender;
  logger?: { error(details: object, message: string): void };
}): Notifier {
  const { mail, sms, logger } = deps;
  return {
    async email(to, content) {
      if (!to) return;
      try {
        await mail.send({ to, ...content });
      } catch (error) {
        logger?.error({ err: error, subject: content.subject }, 'notification email not delivered');
      }
    },
    async sms(to, text) {
      const digits = to.replace(/\D/g, '');
      if (!digits) return;
      try {
        await sms.send({ to: digits, text });
      } catch (error) {
        logger?.error({ err: error }, 'notification SMS not delivered');
      }
    },
  };
}
