// WhatsApp's webhook (issue #16): the verification handshake Meta makes when the webhook is set up, and
// the status reports, accepted only with a valid X-Hub-Signature-256 (HMAC-SHA256 of the raw body with
// the app secret, compared in constant time) and recorded on the outbox row of that message.
import {
  WHATSAPP_REPORTED_STATUSES,
  whatsappWebhookPayload,
  type WhatsappReportedStatus,
  type WhatsappStatusReport,
  type WhatsappWebhookResponse,
} from '@portico/domain/contracts/whatsapp-webhook.contract';
import { timingSafeEqual } from 'node:crypto';
import { isValidHmacSha256Hex } from '../../adapters/payments/payment-signature';
import type { Database } from '../../db/client';
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors';
import { recordStatusReport, type StatusReport } from './delivery-reports.repository';

export type DeliveryReportsDeps = {
  db: Database;
  appSecret: string | undefined;
  verifyToken: string | undefined;
};

export type Handshake = { mode?: string; verifyToken?: string; challenge?: string };

export type DeliveryReportsService = {
  /** The challenge to echo back; refuses a wrong token. */
  handshake(query: Handshake): string;
  receive(body: Buffer, signatureHeader: string | undefined): Promise<WhatsappWebhookResponse>;
};

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function createDeliveryReportsService(deps: DeliveryReportsDeps): DeliveryReportsService {
  return {
    handshake({ mode, verifyToken, challenge }) {
      if (!deps.verifyToken) throw new NotFoundError('The WhatsApp webhook is not configured');
      if (mode !== 'subscribe' || !verifyToken || !sameText(verifyToken, deps.verifyToken)) {
        throw new ForbiddenError('The verify token does not match');
      }
      if (!challenge) throw new BadRequestError('hub.challenge is missing');
      return challenge;
    },
    async receive(body, signatureHeader) {
      if (!deps.appSecret) throw new NotFoundError('The WhatsApp webhook is not configured');
      const signature = signatureHeader?.startsWith('sha256=') ? signatureHeader.slice(7) : null;
      if (!isValidHmacSha256Hex(deps.appSecret, body, signature)) {
        throw new UnauthorizedError('The webhook signature is missing or wrong');
      }
      const reports = parseReports(body);
      let recorded = 0;
      for (const report of reports) {
        if (await recordStatusReport(deps.db, report)) recorded += 1;
      }
      return { success: true, recorded };
    },
  };
}

function parseReports(body: Buffer): StatusReport[] {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    throw new BadRequestError('The webhook body is not JSON');
  }
  const parsed = whatsappWebhookPayload.safeParse(json);
  if (!parsed.success) throw new BadRequestError('The webhook body is not a WhatsApp report');
  return parsed.data.entry
    .flatMap((entry) => entry.changes)
    .flatMap((change) => change.value?.statuses ?? [])
    .flatMap((status) => toReport(status));
}

const isReported = (status: string): status is WhatsappReportedStatus =>
  (WHATSAPP_REPORTED_STATUSES as readonly string[]).includes(status);

function toReport(status: WhatsappStatusReport): StatusReport[] {
  if (!isReported(status.status)) return [];
  const error = status.errors?.[0];
  return [
    {
      providerMessageId: status.id,
      status: status.status,
      at: new Date(Number(status.timestamp) * 1000),
      error: error
        ? `WhatsApp: ${[error.code, error.title ?? error.message].filter(Boolean).join(' ')}`
        : undefined,
    },
  ];
}
