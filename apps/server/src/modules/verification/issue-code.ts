// Sending a one-time code: the limits on sends, the code stored as a keyed hash, and its delivery
// (awaited, or in the background when the answer must not depend on it).
import { randomInt } from 'node:crypto';
import type { MessageTemplateKind } from '@portico/domain/contracts/values';
import type { Executor } from '../../db/client';
import { DomainError, TooManyRequestsError } from '../../errors';
import { renderSms } from '../../lib/email/render-message';
import type { CodeSettings } from '../settings';
import type { CodeContext } from './code-deps';
import { codeEmail } from './code-email';
import {
  countSendsAndExpireLive,
  judgedFailuresSince,
  lockKeys,
  type SendCounts,
} from './code.repository';
import { deleteCode, insertCode } from './new-code.repository';
import {
  CODE_RULES,
  addSeconds,
  addressKind,
  hashCode,
  normalizeAddress,
  secondsBetween,
  waitText,
  waitAfterLastSend,
  type CodeChannel,
  type CodePurpose,
  type Requester,
} from './code-rules';
import { deviceSendsSince, expireDeviceCodes, findLiveDevice } from './device.repository';

/** The code could not be handed to the mail or SMS transport; nothing about the transport leaks. */
export class CodeNotSentError extends DomainError {
  readonly statusCode = 503;
}

/** `codeLength`: the digits of the code sent (the client shows as many boxes). */
export type IssuedCode = { address: string; expiresAt: Date; codeLength: number };

type Send = {
  channel: CodeChannel;
  address: string;
  purpose: CodePurpose;
  ip: string;
  deviceKey: string | null;
  at: Date;
};

function generateCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** The admin's templates of a code's message, by purpose (a staff code goes by email only). */
const CODE_TEMPLATES: Record<
  CodePurpose,
  { email: MessageTemplateKind; sms: MessageTemplateKind }
> = {
  verify: { email: 'verification_code_email', sms: 'verification_code_sms' },
  login: { email: 'login_code_email', sms: 'login_code_sms' },
  staff_login: { email: 'staff_login_code_email', sms: 'staff_login_code_email' },
};

/** The template of the message this code goes in: its text message on a mobile, else its email. */
const codeTemplate = (purpose: CodePurpose, channel: CodeChannel) =>
  CODE_TEMPLATES[purpose][channel === 'sms' ? 'sms' : 'email'];

/** The digits of the next code to this address: longer once strangers have guessed at it. */
function lengthOfNextCode(failures: number, codeLength: number) {
  const { hardenAfterFailures, hardenedCodeLength } = CODE_RULES;
  return failures >= hardenAfterFailures ? Math.max(codeLength, hardenedCodeLength) : codeLength;
}

/** Refuses a send sooner than `wait` seconds after `last`, with the message for it. */
function assertWaited(
  at: Date,
  last: Date | null,
  wait: number,
  message: (wait: number) => string,
) {
  const left = last ? wait - secondsBetween(last, at) : 0;
  if (left > 0) throw new TooManyRequestsError(message(left), left);
}

/**
 * The send limits: an address gets its hour's allowance of codes at the resend interval, and one
 * IP its allowance without waiting; past either, each next code waits longer after the last (up to
 * a few minutes), never an hour, so strangers asking for someone's codes cannot keep them out
 * (decision 054).
 */
function assertMaySend(ctx: CodeContext, { channel, at }: Send, { toAddress, fromIp }: SendCounts) {
  const addressWait = waitAfterLastSend(
    toAddress.count,
    ctx.sendsPerAddressPerHour,
    ctx.resendAfterSeconds,
  );
  assertWaited(at, toAddress.last, addressWait, (left) =>
    toAddress.count < ctx.sendsPerAddressPerHour
      ? `Please wait ${waitText(left)} before requesting a new code`
      : `Too many codes were requested for this ${addressKind(channel)}. Please try again in ${waitText(left)}`,
  );
  const ipWait = waitAfterLastSend(fromIp.count, ctx.sendsPerIpPerHour, 0);
  assertWaited(
    at,
    fromIp.last,
    ipWait,
    (left) => `Too many codes were requested. Please try again in ${waitText(left)}`,
  );
}

type StoredCode = { id: number; code: string; settings: CodeSettings };

/**
 * Whether this send comes from the reserve of a device that proved the address before (decision
 * 071): its own sends at the resend interval, up to CODE_RULES.deviceSendsPerHour an hour, which
 * strangers' requests never count against. Past them the device asks as anyone does.
 */
async function mayUseReserve(ctx: CodeContext, tx: Executor, deviceId: number, at: Date) {
  const own = await deviceSendsSince(tx, deviceId, addSeconds(at, -3600));
  assertWaited(
    at,
    own.last,
    ctx.resendAfterSeconds,
    (left) => `Please wait ${waitText(left)} before requesting a new code`,
  );
  return own.count < CODE_RULES.deviceSendsPerHour;
}

/**
 * Checks the limits, kills the live codes the new one replaces, and stores it. A code from a
 * device's reserve replaces only that device's codes; any other replaces the address's others, but
 * never a device's. The settings (length, wording, association) are read here, with the send
 * counts (in the same statement) or, for a device's reserve, on their own.
 */
async function storeNewCode(ctx: CodeContext, send: Send): Promise<StoredCode> {
  const { channel, address, purpose, ip, deviceKey, at } = send;
  const addressKey = `otp:${channel}:${address}`;
  const ipKey = `otp-ip:${ip}`;
  const failuresSince = addSeconds(at, -CODE_RULES.hardenWindowSeconds);
  return ctx.db.transaction(async (tx) => {
    // Address first, then IP, in every transaction: no two can wait on each other.
    let deviceId: number | null = null;
    if (deviceKey) {
      await lockKeys(tx, addressKey);
      deviceId = await findLiveDevice(tx, deviceKey, { channel, address }, at);
    }
    const isReserved = deviceId !== null && (await mayUseReserve(ctx, tx, deviceId, at));
    const kind = codeTemplate(purpose, channel);
    let failures: number;
    let settings: CodeSettings;
    if (isReserved) {
      failures = await judgedFailuresSince(tx, channel, address, failuresSince);
      settings = await ctx.settings.forMessage(tx, kind);
    } else {
      await (deviceKey ? lockKeys(tx, ipKey) : lockKeys(tx, addressKey, ipKey));
      const counts = await countSendsAndExpireLive(
        tx,
        { channel, address, purpose, ip, kind },
        { now: at, since: addSeconds(at, -3600), failuresSince },
      );
      assertMaySend(ctx, send, counts);
      failures = counts.failures;
      settings = ctx.settings.ofColumns(kind, counts.settings);
    }
    if (deviceId !== null) await expireDeviceCodes(tx, deviceId, purpose, at);
    const code = generateCode(lengthOfNextCode(failures, settings.codeLength));
    const id = await insertCode(tx, {
      channel,
      address,
      purpose,
      codeHash: hashCode(ctx.appSecret, purpose, address, code),
      expiresAt: addSeconds(at, CODE_RULES.ttlSeconds),
      createdAt: at,
      ip,
      deviceId: isReserved ? deviceId : null,
    });
    return { id, code, settings };
  });
}

/**
 * The message kind of a code, as the SMS's DLT template and the WhatsApp template are named
 * (decision 041); a staff member's code goes by email only.
 */
const CODE_KIND: Record<CodePurpose, string> = {
  verify: 'verification_code',
  login: 'login_code',
  staff_login: 'staff_login_code',
};

async function deliver(
  { mail, sms, now, whatsappConfigured = false }: CodeContext,
  { channel, address, purpose }: Pick<Send, 'channel' | 'address' | 'purpose'>,
  { code, settings }: Pick<StoredCode, 'code' | 'settings'>,
  deliverLater: boolean,
) {
  const values = {
    code,
    minutes: String(CODE_RULES.ttlSeconds / 60),
    association_name: settings.brand.name,
  };
  // A retry after the code expired would only send a dead code: the outbox fails it instead.
  const expiresAt = addSeconds(now(), CODE_RULES.ttlSeconds);
  const kind = CODE_KIND[purpose];
  if (channel === 'sms') {
    // On WhatsApp when it is configured (its transport falls back to SMS with this text), else SMS.
    const onWhatsapp = whatsappConfigured && purpose !== 'staff_login';
    await sms.send({
      to: address,
      text: renderSms(settings.template, values),
      secrets: [code],
      kind,
      expiresAt,
      deliverLater,
      onlyNow: !deliverLater,
      ...(onWhatsapp ? { channel: 'whatsapp' as const, payload: { code } } : {}),
    });
    return;
  }
  const email = await codeEmail(codeTemplate(purpose, channel), values, settings);
  // Awaited, a failure now drops the code (delivered() below): the message must not follow later.
  await mail.send({
    to: address,
    ...email,
    secrets: [code],
    kind,
    expiresAt,
    deliverLater,
    onlyNow: !deliverLater,
  });
}

export async function issueCode(
  ctx: CodeContext,
  channel: CodeChannel,
  rawAddress: string,
  purpose: CodePurpose,
  { ip, deviceKey }: Requester,
): Promise<IssuedCode> {
  const address = normalizeAddress(channel, rawAddress);
  const at = ctx.now();
  const expiresAt = addSeconds(at, CODE_RULES.ttlSeconds);
  const send = { channel, address, purpose, ip, deviceKey, at };
  const { id, code, settings } = await storeNewCode(ctx, send);

  /** False when nothing reached the person: the code is gone, so they may ask again at once. */
  const delivered = async (): Promise<boolean> => {
    try {
      // Sent in the background, a code the outbox will retry stays live: it arrives at the retry
      // (decision 066). An awaited one that failed is a 503 now, so the person asks again.
      const deliverLater = ctx.background !== undefined;
      await deliver(ctx, { channel, address, purpose }, { code, settings }, deliverLater);
      ctx.onDelivery?.(channel, purpose, true);
      return true;
    } catch (error) {
      ctx.onDelivery?.(channel, purpose, false);
      await deleteCode(ctx.db, id);
      ctx.logger?.error({ err: error, channel, purpose }, 'one-time code could not be sent');
      return false;
    }
  };
  if (ctx.background) {
    ctx.background.run(`${purpose} code`, async () => {
      await delivered();
    });
  } else if (!(await delivered())) {
    throw new CodeNotSentError(
      `We could not send the code to this ${addressKind(channel)} right now. Please try again in a few minutes.`,
    );
  }
  return { address, expiresAt, codeLength: code.length };
}
