// A team person's invitation by the channels they were given (decision 110): an email for an email
// address, a WhatsApp or SMS text for a mobile number, both when both. The text names the association
// and the ordinary sign-in page and carries no code or token; it is an optional kind (decision 088),
// so a gateway without its template skips it rather than queueing a text the carrier would drop.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MessagingConfig } from '../../config/messaging';
import { outbox as outboxRows } from '../../db/schema';
import { useTestApp, type TestContext } from '../../../test/support/app';
import { seededMember } from '../../../test/support/payment-fixtures';
import {
  STAND_IN_PHONE_NUMBER_ID,
  STAND_IN_WHATSAPP_TOKEN,
  startSmsGatewayStandIn,
  startWhatsappStandIn,
  type StandIn,
} from '../../../test/support/provider-stand-ins';
import { brandSource } from '../notifications';

let sms: StandIn;
let whatsapp: StandIn;
beforeAll(async () => {
  [sms, whatsapp] = await Promise.all([startSmsGatewayStandIn(), startWhatsappStandIn()]);
});
afterAll(async () => {
  await Promise.all([sms.close(), whatsapp.close()]);
});
beforeEach(() => {
  sms.requests.length = 0;
  whatsapp.requests.length = 0;
});

const MOBILE = '9811122233';
const EMAIL = 'chetan.contact@example.com';

/** The holder of renew@ (Sneha Iyer, Iyer Weddings Pvt Ltd) invites a person. */
async function invite(t: TestContext, person: Record<string, string>) {
  const { auth } = await seededMember(t.app, t.db, 'renew@example.com');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/team/invitations',
    headers: auth,
    payload: { name: 'Chetan Rao', role: 'contact', ...person },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const invitationsTo = (t: TestContext, to: string) =>
  t.db
    .select()
    .from(outboxRows)
    .where(and(eq(outboxRows.to, to), like(outboxRows.kind, 'team_invitation%')));

async function expectedText(t: TestContext) {
  const brand = await brandSource(t.db, t.config.association, t.config.publicUrl).current();
  return `${brand.name}: Sneha Iyer has added you to the team of Iyer Weddings Pvt Ltd on the member portal. Sign in with this mobile number at ${t.config.publicUrl}/login`;
}

/** The sign-in page's address ends the text bare; nothing else in it is a number (a code). */
function expectNoSecret(text: string, publicUrl: string) {
  expect(text.endsWith(`${publicUrl}/login`)).toBe(true);
  expect(text.replace(`${publicUrl}/login`, '')).not.toMatch(/\d/);
}

const smsGateway = (templateIds: MessagingConfig['sms']['templateIds']) => ({
  provider: 'generic' as const,
  url: sms.url,
  entityId: '1201159123456789012',
  senderId: 'PORTCO',
  templateIds,
  gupshup: undefined,
});

describe('the invitation with no text transport (development: the outbox delivers)', () => {
  const t = useTestApp();

  it('texts a person invited by mobile only, to that number, and emails nobody', async () => {
    await invite(t, { mobile: MOBILE });
    const rows = await invitationsTo(t, MOBILE);
    expect(rows.map((row) => [row.channel, row.kind])).toEqual([['sms', 'team_invitation_sms']]);
    expect(rows[0]?.text).toBe(await expectedText(t));
    expectNoSecret(rows[0]?.text ?? '', t.config.publicUrl);
    const emails = await t.db
      .select()
      .from(outboxRows)
      .where(eq(outboxRows.kind, 'team_invitation_email'));
    expect(emails).toEqual([]);
  });

  it('emails a person invited by email only, and texts nobody', async () => {
    await invite(t, { email: EMAIL });
    const emails = await invitationsTo(t, EMAIL);
    expect(emails.map((row) => [row.channel, row.kind])).toEqual([
      ['email', 'team_invitation_email'],
    ]);
    const texts = await t.db
      .select()
      .from(outboxRows)
      .where(like(outboxRows.kind, 'team_invitation_%'));
    expect(texts.map((row) => row.channel)).toEqual(['email']);
  });

  it('sends both when both are given', async () => {
    await invite(t, { email: EMAIL, mobile: MOBILE });
    expect((await invitationsTo(t, EMAIL)).map((row) => row.kind)).toEqual([
      'team_invitation_email',
    ]);
    expect((await invitationsTo(t, MOBILE)).map((row) => row.kind)).toEqual([
      'team_invitation_sms',
    ]);
  });
});

describe('the invitation by SMS with its DLT template set', () => {
  const t = useTestApp({
    config: (config) => ({
      ...config,
      smsGatewayUrl: sms.url,
      messaging: {
        ...config.messaging,
        whatsapp: undefined,
        sms: smsGateway({ team_invitation: '1207161234567890555' }),
      },
    }),
  });

  it('goes through the gateway under its own template, to the invited number', async () => {
    await invite(t, { mobile: MOBILE });
    await t.app.outbox.worker.runDue();
    const [row] = await invitationsTo(t, MOBILE);
    expect([row?.kind, row?.status]).toEqual(['team_invitation_sms', 'sent']);
    const bodies = sms.requests.map((request) => request.body as Record<string, string>);
    expect(bodies).toEqual([
      expect.objectContaining({
        to: expect.stringMatching(new RegExp(`${MOBILE}$`)) as unknown,
        text: await expectedText(t),
        template_id: '1207161234567890555',
      }),
    ]);
  });
});

describe('the invitation by SMS without its template', () => {
  const t = useTestApp({
    config: (config) => ({
      ...config,
      smsGatewayUrl: sms.url,
      messaging: { ...config.messaging, whatsapp: undefined, sms: smsGateway({}) },
    }),
  });

  it('is skipped (an optional kind), while the email still goes', async () => {
    await invite(t, { email: EMAIL, mobile: MOBILE });
    expect(await invitationsTo(t, MOBILE)).toEqual([]);
    expect((await invitationsTo(t, EMAIL)).map((row) => row.kind)).toEqual([
      'team_invitation_email',
    ]);
  });
});

describe('the invitation on WhatsApp with its template set', () => {
  const t = useTestApp({
    config: (config) => ({
      ...config,
      smsGatewayUrl: sms.url,
      messaging: {
        ...config.messaging,
        whatsapp: {
          apiUrl: `${whatsapp.url}/v21.0`,
          token: STAND_IN_WHATSAPP_TOKEN,
          phoneNumberId: STAND_IN_PHONE_NUMBER_ID,
          templates: { team_invitation: { name: 'portico_team_invitation', language: 'en' } },
        },
        sms: smsGateway({}),
      },
    }),
  });

  it('sends the utility template with who invited, the company and the sign-in page', async () => {
    await invite(t, { mobile: MOBILE });
    await t.app.outbox.worker.runDue();
    const [row] = await invitationsTo(t, MOBILE);
    expect([row?.channel, row?.kind, row?.status]).toEqual([
      'whatsapp',
      'team_invitation_whatsapp',
      'sent',
    ]);
    const body = whatsapp.requests[0]?.body as {
      to: string;
      template: { name: string; components: { parameters: { text: string }[] }[] };
    };
    expect(body.to).toBe(`91${MOBILE}`);
    expect(body.template.name).toBe('portico_team_invitation');
    expect(body.template.components[0]?.parameters.map((p) => p.text)).toEqual([
      'Sneha Iyer',
      'Iyer Weddings Pvt Ltd',
      `${t.config.publicUrl}/login`,
    ]);
    expect(sms.requests).toEqual([]);
  });
});
