// Local stand-ins for the messaging providers (issue #16), each following its documented request
// format, so the transports are tested against what the provider would accept:
// - the WhatsApp Cloud API: POST /v21.0/{phone-number-id}/messages, Bearer token, a template message;
//   answers {messaging_product, contacts, messages:[{id}]} or Meta's {error:{code,…}};
// - the SMS gateways: the generic JSON one and Gupshup Enterprise's form (method=SendMessage, …).
// Each can be told to refuse, to fail with 5xx, or to hang (a timeout).
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

export type StandInMode =
  { kind: 'ok' } | { kind: 'refuse'; status: number; body: unknown } | { kind: 'hang' };

export type Recorded = { path: string; headers: IncomingMessage['headers']; body: unknown };

export type StandIn = {
  url: string;
  requests: Recorded[];
  mode: StandInMode;
  close(): Promise<void>;
};

type Handler = (request: Recorded, reply: (status: number, body: unknown) => void) => void;

async function startStandIn(handle: Handler): Promise<StandIn> {
  const hanging = new Set<ServerResponse>();
  const standIn: StandIn = {
    url: '',
    requests: [],
    mode: { kind: 'ok' },
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const type = request.headers['content-type'] ?? '';
      const body = type.startsWith('application/json')
        ? safeJson(raw)
        : Object.fromEntries(new URLSearchParams(raw));
      const recorded = { path: request.url ?? '', headers: request.headers, body };
      standIn.requests.push(recorded);
      const reply = (status: number, answer: unknown) =>
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(answer));
      const mode = standIn.mode;
      if (mode.kind === 'hang') hanging.add(response);
      else if (mode.kind === 'refuse') reply(mode.status, mode.body);
      else handle(recorded, reply);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

const text = z.object({ type: z.literal('text'), text: z.string().min(1) }).strict();
/** A template message as Meta's "Send messages" reference documents it (the parts the portal uses). */
const templateMessage = z
  .object({
    messaging_product: z.literal('whatsapp'),
    recipient_type: z.literal('individual'),
    to: z.string().regex(/^\d{8,15}$/),
    type: z.literal('template'),
    template: z
      .object({
        name: z.string().regex(/^[a-z0-9_]+$/),
        language: z.object({ code: z.string().min(2) }).strict(),
        components: z.array(
          z.union([
            z.object({ type: z.literal('body'), parameters: z.array(text) }).strict(),
            z
              .object({
                type: z.literal('button'),
                sub_type: z.literal('url'),
                index: z.literal('0'),
                parameters: z.array(text).length(1),
              })
              .strict(),
          ]),
        ),
      })
      .strict(),
  })
  .strict();

export const STAND_IN_PHONE_NUMBER_ID = '109876543210';
export const STAND_IN_WHATSAPP_TOKEN = 'EAAstandin';

/** Base URL for WHATSAPP_API_URL: `${url}/v21.0`. */
export async function startWhatsappStandIn(): Promise<StandIn> {
  let next = 1;
  return startStandIn((request, reply) => {
    if (request.path !== `/v21.0/${STAND_IN_PHONE_NUMBER_ID}/messages`) {
      return reply(400, metaError(100, 'Unsupported post request'));
    }
    if (request.headers.authorization !== `Bearer ${STAND_IN_WHATSAPP_TOKEN}`) {
      return reply(401, metaError(190, 'Invalid OAuth access token'));
    }
    const parsed = templateMessage.safeParse(request.body);
    if (!parsed.success) return reply(400, metaError(100, 'Invalid parameter'));
    const id = `wamid.STANDIN${String(next++).padStart(6, '0')}`;
    reply(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: parsed.data.to, wa_id: parsed.data.to }],
      messages: [{ id }],
    });
  });
}

export const metaError = (code: number, message: string) => ({
  error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEf' },
});

/** The generic gateway: JSON with the DLT fields, answers {id}. */
export async function startSmsGatewayStandIn(): Promise<StandIn> {
  let next = 1;
  const shape = z
    .object({
      to: z.string().regex(/^\d{10,15}$/),
      text: z.string().min(1),
      entity_id: z.string().regex(/^\d+$/),
      sender_id: z.string().regex(/^[A-Z]{6}$/),
      template_id: z.string().regex(/^\d+$/),
      reference: z.string(),
    })
    .strict();
  return startStandIn((request, reply) => {
    if (!shape.safeParse(request.body).success) return reply(400, { error: 'bad request' });
    reply(200, { id: `sms-${next++}` });
  });
}

export const GUPSHUP_USER = { userId: '2000123456', password: 'gupshup-pass' };

/** Gupshup Enterprise's SendMessage, as a form POST; answers its JSON response. */
export async function startGupshupStandIn(): Promise<StandIn> {
  let next = 1;
  const shape = z
    .object({
      method: z.literal('SendMessage'),
      userid: z.string(),
      password: z.string(),
      auth_scheme: z.literal('plain'),
      v: z.literal('1.1'),
      format: z.literal('json'),
      send_to: z.string().regex(/^\d{10,15}$/),
      msg: z.string().min(1),
      msg_type: z.enum(['TEXT', 'UNICODE_TEXT']),
      mask: z.string().regex(/^[A-Z]{6}$/),
      principalEntityId: z.string().regex(/^\d+$/),
      dltTemplateId: z.string().regex(/^\d+$/),
    })
    .strict();
  return startStandIn((request, reply) => {
    const parsed = shape.safeParse(request.body);
    if (!parsed.success) {
      return reply(200, {
        response: { id: '175', phone: '', details: 'Invalid request', status: 'error' },
      });
    }
    if (
      parsed.data.userid !== GUPSHUP_USER.userId ||
      parsed.data.password !== GUPSHUP_USER.password
    ) {
      return reply(200, {
        response: { id: '105', phone: '', details: 'Authentication failed', status: 'error' },
      });
    }
    reply(200, {
      response: {
        id: `${3000 + next++}-standin`,
        phone: parsed.data.send_to,
        details: '',
        status: 'success',
      },
    });
  });
}

/** X-Hub-Signature-256 as Meta signs a webhook: sha256= HMAC-SHA256 of the raw body, hex. */
export const signWebhook = (appSecret: string, body: string): string =>
  `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;

/** A status webhook as Meta posts it. */
export function statusWebhook(
  statuses: { id: string; status: string; timestamp: number; errors?: unknown[] }[],
): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '15550783881',
                phone_number_id: STAND_IN_PHONE_NUMBER_ID,
              },
              statuses: statuses.map((s) => ({
                ...s,
                timestamp: String(s.timestamp),
                recipient_id: '919812345678',
              })),
            },
          },
        ],
      },
    ],
  });
}
