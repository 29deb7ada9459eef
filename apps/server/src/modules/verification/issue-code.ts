// Sending a one-time code: the limits on sends, the code stored as a keyed hash, and its delivery
// (awaited, or in the background when the answer must not depend on it).
import { randomInt } from 'node:crypto';
import type { Executor } from '../../db/client';
import { DomainError, TooManyRequestsError } from '../../errors';
import type { CodeContext } from './code-deps';
import {
  deleteCode,
  expireLiveCodes,
  insertCode,
  judgedFailuresSince,
  lastSendTo,
  lockKey,
  nthNewestSendSince,
} from './code.repository';
import {
  CODE_RULES,
  addSeconds,
  addressKind,
  hashCode,
  normalizeAddress,
  secondsBetween,
  waitText,
  type CodeChannel,
  type CodePurpose,
} from './code-rules';

/** The code could not be handed to the mail or SMS transport; nothing about the transport leaks. */
export class CodeNotSentError extends DomainError {
  readonly statusCode = 503;
}

/** `codeLength`: the digits of the code sent (the client shows as many boxes). */
export type IssuedCode = { address: string; expiresAt: Date; codeLength: number };

/** The wording of a code's message, by purpose. */
const CODE_NAME: Record<CodePurpose, string> = {
  verify: 'verification code',
  login: 'login code',
  staff_login: 'staff sign-in code',
};

type Send = { channel: CodeChannel; address: string; purpose: CodePurpose; ip: string; at: Date };

function generateCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** The digits of the next code to this address: longer once strangers have guessed at it. */
async function lengthOfNextCode(ctx: CodeContext, tx: Executor, { channel, address, at }: Send) {
  const { hardenAfterFailures, hardenWindowSeconds, hardenedCodeLength } = CODE_RULES;
  const failures = await judgedFailuresSince(
    tx,
    channel,
    address,
    addSeconds(at, -hardenWindowSeconds),
  );
  return failures >= hardenAfterFailures
    ? Math.max(ctx.codeLength, hardenedCodeLength)
    : ctx.codeLength;
}

async function assertMaySend(ctx: CodeContext, tx: Executor, { channel, address, ip, at }: Send) {
  const last = await lastSendTo(tx, channel, address);
  if (last) {
    const wait = CODE_RULES.resendAfterSeconds - secondsBetween(last, at);
    if (wait > 0) {
      throw new TooManyRequestsError(
        `Please wait ${waitText(wait)} before requesting a new code`,
        wait,
      );
    }
  }
  const hourAgo = addSeconds(at, -3600);
  const byAddress = await nthNewestSendSince(
    tx,
    { channel, address },
    hourAgo,
    CODE_RULES.sendsPerAddressPerHour,
  );
  if (byAddress) {
    const wait = 3600 - secondsBetween(byAddress, at);
    throw new TooManyRequestsError(
      `Too many codes were requested for this ${addressKind(channel)}. Please try again in ${waitText(wait)}`,
      wait,
    );
  }
  const byIp = await nthNewestSendSince(tx, { ip }, hourAgo, ctx.sendsPerIpPerHour);
  if (byIp) {
    const wait = 3600 - secondsBetween(byIp, at);
    throw new TooManyRequestsError(
      `Too many codes were requested. Please try again in ${waitText(wait)}`,
      wait,
    );
  }
}

/** Checks the limits, kills the address's live codes of the purpose, and stores a new one. */
async function storeNewCode(ctx: CodeContext, send: Send): Promise<{ id: number; code: string }> {
  const { channel, address, purpose, ip, at } = send;
  return ctx.db.transaction(async (tx) => {
    // Address first, then IP, in every transaction: no two can wait on each other.
    await lockKey(tx, `otp:${channel}:${address}`);
    await lockKey(tx, `otp-ip:${ip}`);
    await assertMaySend(ctx, tx, send);
    await expireLiveCodes(tx, { channel, address, purpose }, at);
    const code = generateCode(await lengthOfNextCode(ctx, tx, send));
    const id = await insertCode(tx, {
      channel,
      address,
      purpose,
      codeHash: hashCode(ctx.appSecret, purpose, address, code),
      expiresAt: addSeconds(at, CODE_RULES.ttlSeconds),
      createdAt: at,
      ip,
    });
    return { id, code };
  });
}

async function deliver(
  { mail, sms }: CodeContext,
  channel: CodeChannel,
  address: string,
  purpose: CodePurpose,
  code: string,
) {
  const name = CODE_NAME[purpose];
  const minutes = CODE_RULES.ttlSeconds / 60;
  const text = `Your Portico ${name} is ${code}. It expires in ${minutes} minutes.`;
  if (channel === 'sms') {
    await sms.send({ to: address, text, secrets: [code] });
    return;
  }
  await mail.send({
    to: address,
    subject: `Your Portico ${name}`,
    text,
    html:
      `<p>Your Portico ${name} is <strong>${code}</strong>.</p>` +
      `<p>It expires in ${minutes} minutes. If you did not ask for it, you can ignore this email.</p>`,
    secrets: [code],
  });
}

export async function issueCode(
  ctx: CodeContext,
  channel: CodeChannel,
  rawAddress: string,
  purpose: CodePurpose,
  ip: string,
): Promise<IssuedCode> {
  const address = normalizeAddress(channel, rawAddress);
  const at = ctx.now();
  const expiresAt = addSeconds(at, CODE_RULES.ttlSeconds);
  const { id, code } = await storeNewCode(ctx, { channel, address, purpose, ip, at });

  /** False when nothing reached the person: the code is gone, so they may ask again at once. */
  const delivered = async (): Promise<boolean> => {
    try {
      await deliver(ctx, channel, address, purpose, code);
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
