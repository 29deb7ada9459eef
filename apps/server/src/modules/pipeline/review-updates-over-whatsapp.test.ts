// Issue #16: the applicant's review updates (changes asked for, not approved) and the payment link go
// on WhatsApp with their utility templates when WhatsApp is configured, the parameters as
// docs/messages.md lists them; nothing goes by SMS then. The real app, its outbox and worker, against
// the providers' stand-ins.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { outbox as outboxRows } from '../../db/schema';
import { useTestApp } from '../../../test/support/app';
import { MEMBER_1, MEMBER_2, STAR_APPLICANT } from '../../../test/support/application-fixtures';
import {
  referenceLinks,
  staffApi,
  submittedApplication,
} from '../../../test/support/pipeline-fixtures';
import {
  STAND_IN_PHONE_NUMBER_ID,
  STAND_IN_WHATSAPP_TOKEN,
  startSmsGatewayStandIn,
  startWhatsappStandIn,
  type StandIn,
} from '../../../test/support/provider-stand-ins';

let whatsapp: StandIn;
let sms: StandIn;

beforeAll(async () => {
  [whatsapp, sms] = await Promise.all([startWhatsappStandIn(), startSmsGatewayStandIn()]);
});
afterAll(async () => {
  await Promise.all([whatsapp.close(), sms.close()]);
});
beforeEach(() => {
  for (const standIn of [whatsapp, sms]) {
    standIn.requests.length = 0;
    standIn.mode = { kind: 'ok' };
  }
});

type TemplateBody = {
  to: string;
  template: { name: string; components: { parameters: { text: string }[] }[] };
};

/** The template's name and its body parameters, for each WhatsApp message the stand-in took. */
const templatesSent = () =>
  whatsapp.requests.map((request) => {
    const body = request.body as TemplateBody;
    return {
      to: body.to,
      name: body.template.name,
      parameters: body.template.components[0]?.parameters.map((p) => p.text),
    };
  });

/** The outbox rows to the applicant's mobile, newest first. */
const rowsToApplicant = (db: Database) =>
  db
    .select()
    .from(outboxRows)
    .where(eq(outboxRows.to, STAR_APPLICANT.mobile))
    .orderBy(desc(outboxRows.id));

describe('review updates with WhatsApp configured', () => {
  const t = useTestApp({
    config: (config) => ({
      ...config,
      governingBodyQuorum: 1,
      smsGatewayUrl: sms.url,
      messaging: {
        ...config.messaging,
        whatsapp: {
          apiUrl: `${whatsapp.url}/v21.0`,
          token: STAND_IN_WHATSAPP_TOKEN,
          phoneNumberId: STAND_IN_PHONE_NUMBER_ID,
          templates: {
            changes_requested: { name: 'portico_changes', language: 'en' },
            rejected: { name: 'portico_rejected', language: 'en' },
            approved_for_payment: { name: 'portico_payment_link', language: 'en' },
          },
        },
        sms: {
          provider: 'generic',
          url: sms.url,
          entityId: '1201159123456789012',
          senderId: 'PORTCO',
          templateIds: {},
          gupshup: undefined,
        },
      },
    }),
  });
  const s = () => staffApi(t.app, t.db);
  const deliver = () => t.app.outbox.worker.runDue();
  const applicantTexts = async () =>
    (await rowsToApplicant(t.db)).map((row) => [row.channel, row.kind, row.status]);

  it('asks for changes on WhatsApp, with the application id', async () => {
    const { id } = await submittedApplication(t.app, t.db, 'north');
    const zm = await s().as('zm.north@example.com');
    const sent = await s().act(zm, id, 'send-back', { remark: 'PAN?', fields: ['pan_number'] });
    expect(sent.status).toBe(200);
    await deliver();
    const [changes] = templatesSent();
    expect(changes?.name).toBe('portico_changes');
    expect(changes?.parameters).toEqual([expect.stringMatching(/^PA-\d+$/)]);
    expect(changes?.to).toBe(`91${STAR_APPLICANT.mobile}`);
    expect(await applicantTexts()).toEqual([['whatsapp', 'changes_requested_whatsapp', 'sent']]);
    expect(sms.requests).toHaveLength(0);
  });

  it('says the application was not approved on WhatsApp', async () => {
    const { id } = await submittedApplication(t.app, t.db, 'north');
    const zm = await s().as('zm.north@example.com');
    expect((await s().act(zm, id, 'reject', { remark: 'Not eligible.' })).status).toBe(200);
    await deliver();
    expect(templatesSent()).toEqual([
      expect.objectContaining({
        name: 'portico_rejected',
        parameters: [expect.stringMatching(/^PA-/)],
      }),
    ]);
    expect(sms.requests).toHaveLength(0);
  });

  it('sends the payment link on WhatsApp with the application id and the pay-by date', async () => {
    const { id } = await submittedApplication(t.app, t.db, 'north');
    await s().approve('zm.north@example.com', id);
    await s().approve('accounts@example.com', id);
    await s().answer((await referenceLinks(t.app, MEMBER_1.email)).approve);
    await s().answer((await referenceLinks(t.app, MEMBER_2.email)).approve);
    expect((await s().approve('gb1@example.com', id)).body.data?.stage).toBe('approved');
    await deliver();
    const sent = templatesSent().find((message) => message.name === 'portico_payment_link');
    expect(sent?.parameters).toEqual([
      expect.stringMatching(/^PA-\d+$/),
      expect.stringMatching(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/),
    ]);
    const [row] = await rowsToApplicant(t.db);
    // The SMS wording stays on the row: the messages list shows what the message said.
    expect(row).toMatchObject({ channel: 'whatsapp', kind: 'approved_for_payment_whatsapp' });
    expect(row?.text).toMatch(/is approved\. Please pay by/);
    expect(sms.requests).toHaveLength(0);
  });
});

describe('review updates without WhatsApp', () => {
  const t = useTestApp();

  it('go by SMS', async () => {
    const { id } = await submittedApplication(t.app, t.db, 'north');
    const zm = await staffApi(t.app, t.db).as('zm.north@example.com');
    await staffApi(t.app, t.db).act(zm, id, 'reject', { remark: 'Not eligible.' });
    const rows = await rowsToApplicant(t.db);
    expect(rows.map((row) => [row.channel, row.kind])).toEqual([['sms', 'rejected_sms']]);
  });
});
