import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { outbox } from '../../db/schema';
import { MailDeliveryError } from './mail-sender';
import { createMailSender, createOutbox } from './outbox-service';
import { createSmtpTransport } from '../mail/smtp-transport';
import { createOutboxSeal } from './outbox-seal';

const TEST_SEAL = createOutboxSeal('a test secret of the outbox seal');

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on a free local port that keeps what it receives. */
function useSmtpServer() {
  const state = { port: 0, received: [] as Received[] };
  let server: SMTPServer;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('bounce')) {
          const error = Object.assign(new Error('Mailbox unavailable (secret relay detail)'), {
            responseCode: 550,
          });
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          state.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.port = (server.server.address() as AddressInfo).port;
  });

  beforeEach(() => {
    state.received.length = 0;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  return state;
}

/** A port that was just free: nothing listens there. */
async function portNobodyListensOn(): Promise<number> {
  const probe = new SMTPServer({ logger: false });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Just enough MIME to read a nodemailer message: headers, and the text/plain part's body. */
function parseMessage(raw: string): { headers: Record<string, string>; text: string } {
  const split = (entity: string) => {
    const at = entity.indexOf('\r\n\r\n');
    const head = entity.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
    const headers: Record<string, string> = {};
    for (const line of head.split('\r\n')) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    return { headers, body: entity.slice(at + 4) };
  };
  const decode = (body: string, encoding: string | undefined) =>
    encoding?.toLowerCase() === 'quoted-printable'
      ? body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      : body;

  const message = split(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(message.headers['content-type'] ?? '')?.[1];
  if (!boundary) {
    return {
      headers: message.headers,
      text: decode(message.body, message.headers['content-transfer-encoding']).trim(),
    };
  }
  const part = message.body
    .split(`--${boundary}`)
    .map((entity) => entity.replace(/^\r\n/, ''))
    .filter((entity) => entity.includes('\r\n\r\n'))
    .map(split)
    .find((entity) => entity.headers['content-type']?.startsWith('text/plain'));
  return {
    headers: message.headers,
    text: decode(part?.body ?? '', part?.headers['content-transfer-encoding']).trim(),
  };
}

describe('mail sender', () => {
  const smtp = useSmtpServer();
  const t = useTestApp();
  const fixedNow = new Date('2026-03-02T09:00:00Z');

  const sender = (smtpUrl?: string, redactSecrets = false) =>
    createMailSender(
      createOutbox({
        db: t.db,
        now: () => fixedNow,
        seal: TEST_SEAL,
        redactSecrets,
        transports: smtpUrl
          ? { email: createSmtpTransport({ smtpUrl, from: 'Portico <no-reply@portico.test>' }) }
          : {},
      }),
    );

  it('without SMTP records the message in the outbox as sent', async () => {
    await sender().send({ to: 'asha@example.com', subject: 'Hello', text: 'Hi Asha' });
    const rows = await t.db.select().from(outbox);
    expect(rows).toEqual([
      expect.objectContaining({
        channel: 'email',
        to: 'asha@example.com',
        subject: 'Hello',
        text: 'Hi Asha',
        html: null,
        sentAt: fixedNow,
        status: 'sent',
        error: null,
      }),
    ]);
  });

  it('delivers through a real SMTP server and marks the outbox row sent', async () => {
    await sender(`smtp://127.0.0.1:${smtp.port}`).send({
      to: 'asha@example.com',
      subject: 'Your Portico verification code',
      text: 'Your Portico verification code is 0427. It expires in 10 minutes.',
      html: '<p>Your Portico verification code is <strong>0427</strong>.</p>',
    });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@portico.test');
    expect(mail?.to).toEqual(['asha@example.com']);
    const parsed = parseMessage(mail?.raw ?? '');
    expect(parsed.headers.to).toBe('asha@example.com');
    expect(parsed.headers.from).toBe('Portico <no-reply@portico.test>');
    expect(parsed.headers.subject).toBe('Your Portico verification code');
    expect(parsed.text).toBe('Your Portico verification code is 0427. It expires in 10 minutes.');

    expect(parsed.headers['message-id']).toMatch(/^<outbox-\d+@portico>$/);
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ sentAt: fixedNow, error: null, status: 'sent', attempts: 1 });
    expect(row?.providerMessageId).toMatch(/^<outbox-\d+@portico>$/);
  });

  it('records a refused delivery and rejects with a message free of SMTP detail', async () => {
    const attempt = sender(`smtp://127.0.0.1:${smtp.port}`).send({
      to: 'bounce@example.com',
      subject: 'Hello',
      text: 'Hi',
    });
    await expect(attempt).rejects.toBeInstanceOf(MailDeliveryError);
    await expect(attempt).rejects.toThrow('The email could not be delivered');
    expect(smtp.received).toHaveLength(0);
    const [row] = await t.db.select().from(outbox);
    // A 5xx refusal is final: failed at once, no retry.
    expect(row).toMatchObject({ sentAt: null, status: 'failed', nextAttemptAt: null });
    expect(row?.error).toBe('The mail server refused the message (SMTP 550)');
  });

  it('rejects when no SMTP server answers', async () => {
    const port = await portNobodyListensOn();

    await expect(
      sender(`smtp://127.0.0.1:${port}`).send({ to: 'asha@example.com', subject: 'S', text: 'T' }),
    ).rejects.toBeInstanceOf(MailDeliveryError);
    const [row] = await t.db.select().from(outbox);
    // Not reachable now may be reachable later: the worker retries after 30 seconds.
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      error: 'The mail server could not be reached',
      nextAttemptAt: new Date(fixedNow.getTime() + 30_000),
    });
  });

  it('fails at once a message tried only now (an awaited code its caller drops), never retried', async () => {
    const port = await portNobodyListensOn();

    await expect(
      sender(`smtp://127.0.0.1:${port}`).send({
        to: 'asha@example.com',
        subject: 'Your code',
        text: 'Your code is 123456.',
        secrets: ['123456'],
        onlyNow: true,
      }),
    ).rejects.toBeInstanceOf(MailDeliveryError);
    const [row] = await t.db.select().from(outbox);
    // Without onlyNow it would wait for a retry in 30 seconds (the test above), and then deliver a
    // code its caller had already dropped.
    expect(row).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
  });

  it('delivers attachments from memory; a refused one is failed at once, never retried without them', async () => {
    const attachments = [
      {
        filename: 'Receipt-1.pdf',
        content: Buffer.from('%PDF-1.4'),
        contentType: 'application/pdf',
      },
    ];
    const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
    await sender(smtpUrl).send({
      to: 'asha@example.com',
      subject: 'Receipt',
      text: 'Hi',
      attachments,
    });
    expect(smtp.received[0]?.raw).toContain('Receipt-1.pdf');
    expect(parseMessage(smtp.received[0]?.raw ?? '').text).not.toContain('Attached:');
    await expect(
      sender(smtpUrl).send({ to: 'bounce@example.com', subject: 'R', text: 'Hi', attachments }),
    ).rejects.toBeInstanceOf(MailDeliveryError);
    const rows = await t.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((row) => [row.status, row.text, row.nextAttemptAt])).toEqual([
      ['sent', 'Hi\n\nAttached: Receipt-1.pdf', null],
      ['failed', 'Hi\n\nAttached: Receipt-1.pdf', null],
    ]);
  });

  it('hides secrets in the stored copy, delivers them, and drops the sealed copy once sent (production)', async () => {
    await sender(`smtp://127.0.0.1:${smtp.port}`, true).send({
      to: 'asha@example.com',
      subject: 'Code',
      text: 'Your code is 0427.',
      html: '<b>0427</b>',
      secrets: ['0427'],
    });
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({
      text: 'Your code is [hidden].',
      html: '<b>[hidden]</b>',
      sealed: null,
    });
    expect(parseMessage(smtp.received[0]?.raw ?? '').text).toBe('Your code is 0427.');
  });
});

describe('verification codes over SMTP', () => {
  const smtp = useSmtpServer();
  // Registered after the SMTP server's beforeAll, so the port is known when the app is built.
  const t = useTestApp({
    config: (config) => ({ ...config, smtpUrl: `smtp://127.0.0.1:${smtp.port}` }),
  });

  it('emails the code through SMTP, and that code verifies', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/send_email_otp',
      payload: { email: 'Asha@Example.com' },
    });
    expect(sent.statusCode).toBe(200);

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['asha@example.com']);
    const parsed = parseMessage(smtp.received[0]?.raw ?? '');
    expect(parsed.headers.subject).toBe(
      'Your verification code for Association of Event & Entertainment Businesses',
    );
    const code = /code is (\d{4})\. It expires in 10 minutes\./.exec(parsed.text)?.[1];
    expect(code).toBeDefined();

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify_otp',
      payload: { email: 'asha@example.com', otp: code },
    });
    expect(verified.statusCode).toBe(200);
    const [row] = await t.db.select().from(outbox);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('answers 503 without SMTP detail when the server refuses the recipient', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/send_email_otp',
      payload: { email: 'bounce@example.com' },
    });
    expect(sent.statusCode).toBe(503);
    expect(sent.json()).toEqual({
      success: false,
      message:
        'We could not send the code to this email right now. Please try again in a few minutes.',
    });
    expect(sent.body).not.toMatch(/550|relay|smtp/i);
  });
});
