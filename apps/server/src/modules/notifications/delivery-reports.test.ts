// WhatsApp's webhook on the real app: the handshake, the signature (good, bad, missing), and status
// reports recorded on the outbox idempotently and never backwards.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signWebhook, statusWebhook } from '../../../test/support/provider-stand-ins';
import { useTestApp } from '../../../test/support/app';
import { outbox } from '../../db/schema';
import { WHATSAPP_WEBHOOK_PATH } from './delivery-reports.routes';

const APP_SECRET = 'meta-app-secret-for-tests';
const VERIFY_TOKEN = 'portico-verify-token';

const ctx = useTestApp({
  config: (config) => ({
    ...config,
    messaging: {
      ...config.messaging,
      whatsappAppSecret: APP_SECRET,
      whatsappVerifyToken: VERIFY_TOKEN,
    },
  }),
});

async function sentMessage(providerMessageId: string): Promise<number> {
  const [row] = await ctx.db
    .insert(outbox)
    .values({
      channel: 'whatsapp',
      to: '919812345678',
      text: 'Your Portico verification code is 482913.',
      kind: 'verification_code',
      status: 'sent',
      sentAt: new Date('2026-11-27T03:00:00Z'),
      providerMessageId,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('no row');
  return row.id;
}

const row = async (id: number) => (await ctx.db.select().from(outbox).where(eq(outbox.id, id)))[0];

const post = (body: string, signature: string | null = signWebhook(APP_SECRET, body)) =>
  ctx.app.inject({
    method: 'POST',
    url: WHATSAPP_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
    },
    payload: body,
  });

const T = 1_795_000_000; // seconds

describe('GET the WhatsApp webhook (the handshake)', () => {
  const handshake = (query: string) =>
    ctx.app.inject({ method: 'GET', url: `${WHATSAPP_WEBHOOK_PATH}?${query}` });

  it('echoes the challenge to the right verify token', async () => {
    const response = await handshake(
      `hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('1158201444');
  });

  it('refuses a wrong token or mode, and a missing challenge', async () => {
    expect(
      (await handshake('hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1')).statusCode,
    ).toBe(403);
    expect(
      (await handshake(`hub.mode=other&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`))
        .statusCode,
    ).toBe(403);
    expect(
      (await handshake(`hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}`)).statusCode,
    ).toBe(400);
  });
});

describe('POST the WhatsApp webhook (status reports)', () => {
  it('records delivered then read, with their times', async () => {
    const id = await sentMessage('wamid.A1');
    const delivered = await post(
      statusWebhook([{ id: 'wamid.A1', status: 'delivered', timestamp: T }]),
    );
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ success: true, recorded: 1 });
    await post(statusWebhook([{ id: 'wamid.A1', status: 'read', timestamp: T + 60 }]));
    expect(await row(id)).toMatchObject({
      status: 'read',
      deliveredAt: new Date(T * 1000),
      readAt: new Date((T + 60) * 1000),
    });
  });

  it('is idempotent and never goes back from read to delivered', async () => {
    const id = await sentMessage('wamid.B2');
    // Read overtakes delivered: both times are recorded from the read report.
    await post(statusWebhook([{ id: 'wamid.B2', status: 'read', timestamp: T + 60 }]));
    const late = await post(
      statusWebhook([
        { id: 'wamid.B2', status: 'delivered', timestamp: T },
        { id: 'wamid.B2', status: 'read', timestamp: T + 60 },
        { id: 'wamid.B2', status: 'sent', timestamp: T - 5 },
        { id: 'wamid.B2', status: 'failed', timestamp: T + 90 },
      ]),
    );
    expect(late.json()).toEqual({ success: true, recorded: 0 });
    expect(await row(id)).toMatchObject({
      status: 'read',
      deliveredAt: new Date((T + 60) * 1000),
      readAt: new Date((T + 60) * 1000),
      failedAt: null,
    });
  });

  it('records a failure with Meta’s reason', async () => {
    const id = await sentMessage('wamid.C3');
    await post(
      statusWebhook([
        {
          id: 'wamid.C3',
          status: 'failed',
          timestamp: T,
          errors: [{ code: 131026, title: 'Message undeliverable' }],
        },
      ]),
    );
    expect(await row(id)).toMatchObject({
      status: 'failed',
      failedAt: new Date(T * 1000),
      error: 'WhatsApp: 131026 Message undeliverable',
    });
  });

  it('passes over unknown messages and statuses', async () => {
    const body = statusWebhook([
      { id: 'wamid.unknown', status: 'delivered', timestamp: T },
      { id: 'wamid.unknown', status: 'deleted', timestamp: T },
    ]);
    expect((await post(body)).json()).toEqual({ success: true, recorded: 0 });
  });

  it('answers 401 to a bad or missing signature, and changes nothing', async () => {
    const id = await sentMessage('wamid.D4');
    const body = statusWebhook([{ id: 'wamid.D4', status: 'delivered', timestamp: T }]);
    expect((await post(body, signWebhook('another-secret', body))).statusCode).toBe(401);
    expect((await post(body, null)).statusCode).toBe(401);
    expect((await post(body, 'sha256=zz')).statusCode).toBe(401);
    expect((await post(`${body} `, signWebhook(APP_SECRET, body))).statusCode).toBe(401);
    expect((await row(id))?.status).toBe('sent');
  });

  it('answers 400, never 500, to a signed body that is not a report', async () => {
    expect((await post('not json')).statusCode).toBe(400);
    expect((await post('{"object":"x","entry":[{"changes":"no"}]}')).statusCode).toBe(400);
    const badTime = statusWebhook([{ id: 'wamid.E5', status: 'read', timestamp: T }]).replace(
      `"${T}"`,
      '"soon"',
    );
    expect((await post(badTime)).statusCode).toBe(400);
  });
});

describe('the WhatsApp webhook without its secrets', () => {
  const plain = useTestApp();

  it('answers 404 to the handshake and to reports', async () => {
    const handshake = await plain.app.inject({
      method: 'GET',
      url: `${WHATSAPP_WEBHOOK_PATH}?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1`,
    });
    expect(handshake.statusCode).toBe(404);
    const body = statusWebhook([{ id: 'wamid.F6', status: 'read', timestamp: T }]);
    const report = await plain.app.inject({
      method: 'POST',
      url: WHATSAPP_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signWebhook('x', body),
      },
      payload: body,
    });
    expect(report.statusCode).toBe(404);
  });
});
