// The admin's test messages (Getting started, issue #27): one on each channel a transport is set up
// for, to the admin's own email and mobile, queued through the real outbox and delivered by its worker
// with the same transports, retries and error reporting as every message. The screen reads each test's
// outbox row until it is final. SMS and WhatsApp tests take the verification code's templates (a random
// code nobody can use): the templates a carrier (DLT) and Meta must have approved before anyone can
// apply, so the test proves what applicants need (decision 073).
import { randomInt } from 'node:crypto';
import type {
  TestMessageChannel,
  TestMessages,
  TestMessagesBody,
} from '@portico/domain/contracts/test-messages.contract';
import { CHANNEL_VALUES } from '@portico/domain/contracts/values';
import { MESSAGES } from '@portico/domain/messages';
import type { OutboxMessage } from '../../adapters/messaging/outbox';
import type { Database, Executor } from '../../db/client';
import type { Channel } from '../../db/schema';
import { BadRequestError, NotFoundError, TooManyRequestsError } from '../../errors';
import type { StaffPrincipal } from '../auth';
import { recordAudit } from '../audit';
import { staffActor } from '../audit';
import type { EmailBrand } from '../../lib/email/email-brand';
import { buildEmail } from '../../lib/email/build-email';
import { renderSms } from '../../lib/email/render-message';
import { defaultTemplateText } from './template-source';
import {
  findStaffContact,
  lastTestMessages,
  saveStaffMobile,
  TEST_MESSAGE_ACTION,
} from './test-messages.repository';

export type TestMessageDeps = {
  db: Database;
  now: () => Date;
  /** The association's brand as it is now (the notifications module's brandSource). */
  brand: { current(): Promise<EmailBrand> };
  outbox: {
    enqueue(tx: Executor, message: OutboxMessage): Promise<{ id: number }>;
    kick(): void;
    /** The channels a transport delivers (the others' messages stay in the outbox). */
    channels: readonly Channel[];
  };
};

/** What to add to the env file to set a channel up (README's configuration table). */
const SETTING: Record<Channel, string> = {
  email: 'SMTP_URL and MAIL_FROM',
  sms: 'SMS_GATEWAY_URL (and the SMS_DLT_* ids of your registered templates)',
  whatsapp: 'WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and the WHATSAPP_TEMPLATE_* names',
};

/** A second press within this time sends nothing more (each press sends up to three messages). */
const RESEND_AFTER_SECONDS = 30;
const CODE_MINUTES = 10;

export async function readTestMessages(
  deps: TestMessageDeps,
  principal: StaffPrincipal,
): Promise<TestMessages> {
  const contact = await findStaffContact(deps.db, principal.staffId);
  if (!contact) throw new NotFoundError('Staff account not found');
  const last = new Map(
    (await lastTestMessages(deps.db, staffActor(principal))).map((row) => [row.channel, row]),
  );
  const channels = CHANNEL_VALUES.map((channel): TestMessageChannel => {
    const row = last.get(channel);
    return {
      channel,
      configured: deps.outbox.channels.includes(channel),
      setting: SETTING[channel],
      to: channel === 'email' ? contact.email : contact.mobile,
      last: row
        ? {
            id: row.id,
            status: row.status as NonNullable<TestMessageChannel['last']>['status'],
            error: row.error,
            created_at: row.createdAt.toISOString(),
          }
        : null,
    };
  });
  return { mobile_number: contact.mobile, channels };
}

async function refuseTooSoon(deps: TestMessageDeps, principal: StaffPrincipal) {
  const rows = await lastTestMessages(deps.db, staffActor(principal));
  const latest = Math.max(0, ...rows.map((row) => row.createdAt.getTime()));
  const wait = Math.ceil((latest + RESEND_AFTER_SECONDS * 1000 - deps.now().getTime()) / 1000);
  if (wait > 0) {
    throw new TooManyRequestsError(`Wait ${wait} seconds before sending more tests`, wait);
  }
}

async function messagesFor(
  deps: TestMessageDeps,
  channels: readonly Channel[],
  contact: { email: string; name: string },
  mobile: string,
): Promise<OutboxMessage[]> {
  const brand = await deps.brand.current();
  const code = String(randomInt(100_000, 1_000_000));
  const values = { code, minutes: String(CODE_MINUTES), association_name: brand.name };
  const text = renderSms(defaultTemplateText('verification_code_sms'), values);
  const expiresAt = new Date(deps.now().getTime() + CODE_MINUTES * 60_000);
  const email = await buildEmail('test_message', { staff_name: contact.name }, brand);
  return channels.map((channel): OutboxMessage => {
    if (channel === 'email') {
      const { fromName, headers: _none, ...parts } = email;
      return { channel, to: contact.email, ...parts, payload: { fromName }, kind: 'test_email' };
    }
    const payload = channel === 'whatsapp' ? { payload: { code } } : {};
    return {
      channel,
      to: mobile,
      text,
      kind: 'verification_code',
      secrets: [code],
      expiresAt,
      ...payload,
    };
  });
}

export async function sendTestMessages(
  deps: TestMessageDeps,
  principal: StaffPrincipal,
  body: TestMessagesBody,
): Promise<TestMessages> {
  const contact = await findStaffContact(deps.db, principal.staffId);
  if (!contact) throw new NotFoundError('Staff account not found');
  const channels = deps.outbox.channels;
  if (channels.length === 0) {
    throw new BadRequestError('No message channel is set up yet: add SMTP_URL to the settings');
  }
  const mobile = body.mobile_number || contact.mobile || '';
  if (!mobile && channels.some((channel) => channel !== 'email')) {
    throw new BadRequestError(MESSAGES.mobileRequired, { mobile_number: MESSAGES.mobileRequired });
  }
  await refuseTooSoon(deps, principal);
  const messages = await messagesFor(deps, channels, contact, mobile);
  await deps.db.transaction(async (tx) => {
    if (body.mobile_number) await saveStaffMobile(tx, principal.staffId, body.mobile_number);
    for (const message of messages) {
      const { id } = await deps.outbox.enqueue(tx, message);
      await recordAudit(tx, {
        actor: staffActor(principal),
        action: TEST_MESSAGE_ACTION,
        entity: 'outbox',
        entityId: String(id),
        before: null,
        after: { channel: message.channel, to: message.to },
      });
    }
  });
  deps.outbox.kick();
  return readTestMessages(deps, principal);
}
