// The optional text that acknowledges a first submission (decision 088): written only where its SMS
// DLT template (or WhatsApp template) is configured, and skipped otherwise; never a reason for
// production to refuse to start.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { outbox as outboxRows } from '../../db/schema';
import { useTestApp } from '../../../test/support/app';
import { STAR_APPLICANT } from '../../../test/support/application-fixtures';
import { submittedApplication } from '../../../test/support/pipeline-fixtures';
import { startSmsGatewayStandIn, type StandIn } from '../../../test/support/provider-stand-ins';
import { messagingRefusals } from '../../config/messaging';

let sms: StandIn;
beforeAll(async () => {
  sms = await startSmsGatewayStandIn();
});
afterAll(async () => {
  await sms.close();
});

const receivedTexts = (db: Database) =>
  db
    .select()
    .from(outboxRows)
    .where(
      and(eq(outboxRows.to, STAR_APPLICANT.mobile), like(outboxRows.kind, 'application_received%')),
    );

describe('the application received text with its DLT template set', () => {
  const t = useTestApp({
    config: (config) => ({
      ...config,
      smsGatewayUrl: sms.url,
      messaging: {
        ...config.messaging,
        whatsapp: undefined,
        sms: {
          provider: 'generic',
          url: sms.url,
          entityId: '1201159123456789012',
          senderId: 'PORTCO',
          templateIds: { application_received: '1207161234567890999' },
          gupshup: undefined,
        },
      },
    }),
  });

  it('is written once with the submit, by SMS, with the application number', async () => {
    await submittedApplication(t.app, t.db, 'north');
    const rows = await receivedTexts(t.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.kind).toBe('application_received_sms');
    expect(rows[0]?.channel).toBe('sms');
    expect(rows[0]?.text).toMatch(/we have received your membership application PA-\d+\./);
  });
});

describe('the application received text without its template', () => {
  const t = useTestApp();

  it('is skipped: the email alone goes', async () => {
    await submittedApplication(t.app, t.db, 'north');
    expect(await receivedTexts(t.db)).toEqual([]);
  });

  it('is not required in production', () => {
    const env = {
      SMS_GATEWAY_URL: 'https://sms.example/send',
      SMS_DLT_ENTITY_ID: '1201159123456789012',
      SMS_SENDER_ID: 'PORTCO',
      SMS_DLT_TEMPLATE_VERIFICATION_CODE: '1207161234567890001',
      SMS_DLT_TEMPLATE_LOGIN_CODE: '1207161234567890002',
      SMS_DLT_TEMPLATE_CHANGES_REQUESTED: '1207161234567890003',
      SMS_DLT_TEMPLATE_REJECTED: '1207161234567890004',
      SMS_DLT_TEMPLATE_APPROVED_FOR_PAYMENT: '1207161234567890005',
      SMS_DLT_TEMPLATE_RENEWAL_REMINDER: '1207161234567890006',
    };
    expect(messagingRefusals(env)).toEqual([]);
  });
});
