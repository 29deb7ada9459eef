// The Getting started test messages: sent through the real outbox and its worker with the configured
// transports (stand-ins here), their delivery status read back, the checklist's step ticked only when
// each channel set up has delivered one.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestMessages } from '@portico/domain/contracts/test-messages.contract';
import type { OutgoingMessage } from '../../adapters/channels/transport';
import { DeliveryError } from '../../adapters/channels/transport';
import { auditLog, staff } from '../../db/schema';
import { useClockedTestApp } from '../../../test/support/clocked-test-app';
import { request } from '../../../test/support/staff-admin-fixtures';
import { staffBearer } from '../../../test/support/tokens';

const sent: OutgoingMessage[] = [];
let smsFails = true;

const t = useClockedTestApp({
  deps: {
    transports: {
      email: {
        channel: 'email',
        deliver: async (message) => {
          sent.push(message);
          return {};
        },
      },
      sms: {
        channel: 'sms',
        deliver: async (message) => {
          if (smsFails)
            throw new DeliveryError('The gateway refused the number', { permanent: true });
          sent.push(message);
          return {};
        },
      },
    },
  },
});

const PATH = '/api/staff/getting-started/test-messages';

async function as(email = 'admin@example.com') {
  const headers = await staffBearer(t.app, t.db, email);
  const api = request(t.app);
  return {
    read: () => api.get<TestMessages>(PATH, headers),
    send: (body: unknown) => api.post<TestMessages>(PATH, body, headers),
    steps: () =>
      api.get<{ steps: { key: string; done: boolean }[] }>('/api/staff/getting-started', headers),
  };
}

const channel = (data: TestMessages | undefined, name: string) =>
  data?.channels.find((entry) => entry.channel === name);

describe('the admin’s test messages', () => {
  it('asks for a mobile when SMS is set up, then sends each channel and reports how it went', async () => {
    sent.length = 0;
    smsFails = true;
    const admin = await as();
    const before = await admin.read();
    expect(before.status).toBe(200);
    expect(channel(before.body.data, 'email')).toMatchObject({
      configured: true,
      to: 'admin@example.com',
      last: null,
    });
    expect(channel(before.body.data, 'whatsapp')).toMatchObject({
      configured: false,
      setting: expect.stringContaining('WHATSAPP_TOKEN'),
    });

    const noMobile = await admin.send({});
    expect(noMobile.status).toBe(400);
    expect(noMobile.body.errors).toEqual({ mobile_number: 'Mobile number is required' });
    expect((await admin.send({ mobile_number: '12345' })).status).toBe(400);

    const queued = await admin.send({ mobile_number: '9876543210' });
    expect(queued.status).toBe(200);
    expect(queued.body.data?.mobile_number).toBe('9876543210');
    const [account] = await t.db.select().from(staff).where(eq(staff.email, 'admin@example.com'));
    expect(account?.mobile).toBe('9876543210');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.test_message'));
    expect(audits).toHaveLength(2);

    await t.app.outbox.worker.runDue();
    const after = (await admin.read()).body.data;
    expect(channel(after, 'email')?.last).toMatchObject({ status: 'sent', error: null });
    expect(channel(after, 'sms')?.last).toMatchObject({
      status: 'failed',
      error: 'The gateway refused the number',
    });
    expect(channel(after, 'whatsapp')?.last).toBeNull();
    expect(sent.map((message) => [message.channel, message.to])).toEqual([
      ['email', 'admin@example.com'],
    ]);
    expect(sent[0]?.subject).toMatch(/test email$/);
    // SMS failed: the step waits for every channel set up.
    const steps = (await admin.steps()).body.data?.steps;
    expect(steps?.find((step) => step.key === 'messages')?.done).toBe(false);
  });

  it('ticks the step once each channel set up delivered one, and refuses a second press at once', async () => {
    sent.length = 0;
    smsFails = false;
    const admin = await as();
    expect((await admin.send({ mobile_number: '9876543210' })).status).toBe(200);
    const again = await admin.send({});
    expect(again.status).toBe(429);
    await t.app.outbox.worker.runDue();
    const data = (await admin.read()).body.data;
    expect(channel(data, 'sms')?.last?.status).toBe('sent');
    const sms = sent.find((message) => message.channel === 'sms');
    expect(sms).toMatchObject({ to: '9876543210', kind: 'verification_code' });
    const steps = (await admin.steps()).body.data?.steps;
    expect(steps?.find((step) => step.key === 'messages')?.done).toBe(true);

    t.clock.advance(31);
    expect((await admin.send({})).status).toBe(200);
  });

  it('is for admins only', async () => {
    for (const email of ['office@example.com', 'accounts@example.com']) {
      const other = await as(email);
      expect((await other.read()).status).toBe(403);
      expect((await other.send({})).status).toBe(403);
    }
    expect((await request(t.app).get(PATH)).status).toBe(401);
    expect((await request(t.app).post(PATH, {})).status).toBe(401);
  });
});
