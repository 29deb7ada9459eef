import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { outbox } from '../../db/schema';

type OutboxEntry = {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  sent_at: string | null;
};

describe('GET /api/dev/outbox', () => {
  const t = useTestApp();

  const read = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/dev/outbox${query}` });
    return {
      status: response.statusCode,
      body: response.json<OutboxEntry[]>(),
    };
  };

  it('lists the latest 20 messages to an address, newest first', async () => {
    for (let i = 1; i <= 25; i += 1) {
      await t.app.mail.send({ to: 'asha@example.com', subject: `Message ${i}`, text: `Text ${i}` });
    }
    await t.app.mail.send({ to: 'ravi@example.com', subject: 'Other', text: 'Other' });

    const { status, body } = await read('?to=Asha%40Example.com');
    expect(status).toBe(200);
    expect(body).toHaveLength(20);
    expect(body.map((entry) => entry.subject)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Message ${25 - i}`),
    );
    expect(body[0]).toEqual({
      channel: 'email',
      to: 'asha@example.com',
      subject: 'Message 25',
      text: 'Text 25',
      sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('finds SMS by the digits of the number and lists everything without `to`', async () => {
    await t.app.sms.send({ to: '9876543210', text: 'Code 1' });
    await t.app.mail.send({ to: 'asha@example.com', subject: 'S', text: 'Mail' });

    const sms = await read('?to=98765-43210');
    expect(sms.body).toEqual([
      {
        channel: 'sms',
        to: '9876543210',
        subject: null,
        text: 'Code 1',
        sent_at: expect.any(String),
      },
    ]);
    expect((await read()).body.map((entry) => entry.text)).toEqual(['Mail', 'Code 1']);
  });

  it('shows an undelivered message with sent_at null', async () => {
    await t.db.insert(outbox).values({ channel: 'email', to: 'a@example.com', text: 'x' });
    expect((await read('?to=a%40example.com')).body[0]?.sent_at).toBeNull();
  });
});

describe('GET /api/dev/outbox in production', () => {
  const t = useTestApp({
    config: (config) => ({ ...config, env: 'production', isProduction: true }),
  });

  it('does not exist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox?to=a%40example.com',
    });
    expect(response.statusCode).toBe(404);
  });

  it('keeps codes out of the stored copy of the message', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/send_email_otp',
      payload: { email: 'asha@example.com' },
    });
    expect(sent.statusCode).toBe(200);
    const [row] = await t.db.select().from(outbox);
    expect(row?.text).toMatch(
      /^Your verification code is \[hidden\]\. It expires in 10 minutes\.\n/,
    );
    expect(row?.html).toContain('Your verification code is [hidden].');
    // Sent (the outbox is the delivery here): its sealed copy is gone too.
    expect(row?.sealed).toBeNull();
    expect(`${row?.text} ${row?.html}`).not.toMatch(/code is \d/);
  });
});
