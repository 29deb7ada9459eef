// One-time codes for any purpose: 'verify' (an applicant proves an email or mobile number) and, later,
// 'login' (a member signs in). Codes are random digits, stored only as a keyed hash, used once, and
// every limit is counted in the database so any number of server processes agree.
// See docs/decisions/007-one-time-codes.md, and 019 for how checks hold up under attack.
import { createHmac, randomInt } from 'node:crypto';
import { digitsOnly } from '@portico/domain/validation';
import type { MailSender } from '../../adapters/mail/mail-sender';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import type { Database, Executor } from '../../db/client';
import type { Channel } from '../../db/schema';
import { DomainError, TooManyRequestsError } from '../../errors';
import type { BackgroundTasks } from '../jobs/background-tasks';
import {
  deleteCode,
  expireLiveCodes,
  insertCode,
  insertFailure,
  judgedFailuresSince,
  judgeGuess,
  lastSendTo,
  lockKey,
  nthNewestSendSince,
} from './code.repository';
import { addWindowHit, windowHits, windowOf } from '../rate-limits/window-counter';

export const CODE_RULES = {
  /** A code works for 10 minutes. */
  ttlSeconds: 10 * 60,
  /** Five guesses, right or wrong, are judged against a code; after them it is dead. */
  maxTries: 5,
  /** No new code to the same address sooner than this after the last one. */
  resendAfterSeconds: 30,
  sendsPerAddressPerHour: 5,
  sendsPerIpPerHour: 20,
  /** Failed checks one client IP may make in an hour, whatever the addresses. */
  failedChecksPerIpPerHour: 30,
  /** This many wrong guesses at codes really sent to an address within hardenWindowSeconds… */
  hardenAfterFailures: 20,
  hardenWindowSeconds: 24 * 60 * 60,
  /**
   * …make the address's next codes this long: guessing is then hopeless, while the owner, who reads
   * the code, signs in as before (decision 019). The client shows as many boxes as the send says.
   */
  hardenedCodeLength: 8,
} as const;

export type CodeChannel = Channel;
export type CodePurpose = 'verify' | 'login' | 'staff_login';

/** The wording of a code's message, by purpose. */
const CODE_NAME: Record<CodePurpose, string> = {
  verify: 'verification code',
  login: 'login code',
  staff_login: 'staff sign-in code',
};

/** The code could not be handed to the mail or SMS transport; nothing about the transport leaks. */
export class CodeNotSentError extends DomainError {
  readonly statusCode = 503;
}

export type CodeServiceDeps = {
  db: Database;
  /** Keys the stored code hashes. */
  appSecret: string;
  codeLength: number;
  /** Overrides CODE_RULES.sendsPerIpPerHour (configuration). */
  sendsPerIpPerHour?: number;
  /** Overrides CODE_RULES.failedChecksPerIpPerHour (configuration). */
  failedChecksPerIpPerHour?: number;
  mail: MailSender;
  sms: SmsSender;
  now?: () => Date;
  /** Told about delivery failures (never given a code). */
  logger?: { error(details: object, message: string): void };
  /**
   * When given, issue() hands the code to the transport here and answers without waiting for it: a
   * delivery failure is logged and the code deleted (the person may ask again), never a 503. For
   * the member login, whose answer must not tell a known address from an unknown one (decision 014).
   */
  background?: BackgroundTasks;
  /**
   * Told whether each code reached the transport (metrics). Login codes to unknown addresses count as
   * delivered: the sender drops them on purpose (decision 014).
   */
  onDelivery?: (channel: CodeChannel, purpose: CodePurpose, delivered: boolean) => void;
};

/** `codeLength`: the digits of the code sent (the client shows as many boxes). */
export type IssuedCode = { address: string; expiresAt: Date; codeLength: number };

export type CodeService = {
  /**
   * Sends a new code to the address and kills the older ones of the same purpose.
   * Throws TooManyRequestsError (429) when a limit applies, CodeNotSentError (503) when delivery failed
   * (unless delivery runs in the background: see CodeServiceDeps.background).
   */
  issue(
    channel: CodeChannel,
    address: string,
    purpose: CodePurpose,
    ip: string,
  ): Promise<IssuedCode>;
  /**
   * True once for the right code (it is used up). False for a wrong, expired, used or dead code.
   * Throws TooManyRequestsError when the client IP has failed too many checks this hour.
   */
  check(
    channel: CodeChannel,
    address: string,
    purpose: CodePurpose,
    code: string,
    ip: string,
  ): Promise<boolean>;
};

/** Emails trimmed and lower-cased, mobile numbers as digits only. */
export function normalizeAddress(channel: CodeChannel, address: string): string {
  return channel === 'email' ? address.trim().toLowerCase() : digitsOnly(address);
}

/** HMAC-SHA256(appSecret, purpose|address|code), hex. */
export function hashCode(
  appSecret: string,
  purpose: string,
  address: string,
  code: string,
): string {
  return createHmac('sha256', appSecret).update(`${purpose}|${address}|${code}`).digest('hex');
}

/** 'N seconds', 'N minutes' or 'N hours', rounded up. */
export function waitText(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (seconds <= 90) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds <= 90 * 60) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

const secondsBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;
const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

export function createCodeService(deps: CodeServiceDeps): CodeService {
  const { db, appSecret, codeLength, mail, sms } = deps;
  const sendsPerIpPerHour = deps.sendsPerIpPerHour ?? CODE_RULES.sendsPerIpPerHour;
  const failedChecksPerIpPerHour =
    deps.failedChecksPerIpPerHour ?? CODE_RULES.failedChecksPerIpPerHour;
  const now = deps.now ?? (() => new Date());
  const what = (channel: CodeChannel) => (channel === 'email' ? 'email' : 'number');

  function generateCode(length: number): string {
    return String(randomInt(0, 10 ** length)).padStart(length, '0');
  }

  /** The digits of the next code to this address: longer once strangers have guessed at it. */
  async function lengthOfNextCode(tx: Executor, channel: CodeChannel, address: string, at: Date) {
    const { hardenAfterFailures, hardenWindowSeconds, hardenedCodeLength } = CODE_RULES;
    const failures = await judgedFailuresSince(
      tx,
      channel,
      address,
      addSeconds(at, -hardenWindowSeconds),
    );
    return failures >= hardenAfterFailures ? Math.max(codeLength, hardenedCodeLength) : codeLength;
  }

  async function assertMaySend(
    tx: Executor,
    channel: CodeChannel,
    address: string,
    ip: string,
    at: Date,
  ) {
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
        `Too many codes were requested for this ${what(channel)}. Please try again in ${waitText(wait)}`,
        wait,
      );
    }
    const byIp = await nthNewestSendSince(tx, { ip }, hourAgo, sendsPerIpPerHour);
    if (byIp) {
      const wait = 3600 - secondsBetween(byIp, at);
      throw new TooManyRequestsError(
        `Too many codes were requested. Please try again in ${waitText(wait)}`,
        wait,
      );
    }
  }

  async function deliver(
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

  return {
    async issue(channel, rawAddress, purpose, ip) {
      const address = normalizeAddress(channel, rawAddress);
      const at = now();
      const expiresAt = addSeconds(at, CODE_RULES.ttlSeconds);
      const { id, code } = await db.transaction(async (tx) => {
        // Address first, then IP, in every transaction: no two can wait on each other.
        await lockKey(tx, `otp:${channel}:${address}`);
        await lockKey(tx, `otp-ip:${ip}`);
        await assertMaySend(tx, channel, address, ip, at);
        await expireLiveCodes(tx, { channel, address, purpose }, at);
        const code = generateCode(await lengthOfNextCode(tx, channel, address, at));
        const id = await insertCode(tx, {
          channel,
          address,
          purpose,
          codeHash: hashCode(appSecret, purpose, address, code),
          expiresAt,
          createdAt: at,
          ip,
        });
        return { id, code };
      });

      /** False when nothing reached the person: the code is gone, so they may ask again at once. */
      const delivered = async (): Promise<boolean> => {
        try {
          await deliver(channel, address, purpose, code);
          deps.onDelivery?.(channel, purpose, true);
          return true;
        } catch (error) {
          deps.onDelivery?.(channel, purpose, false);
          await deleteCode(db, id);
          deps.logger?.error({ err: error, channel, purpose }, 'one-time code could not be sent');
          return false;
        }
      };
      if (deps.background) {
        deps.background.run(`${purpose} code`, async () => {
          await delivered();
        });
      } else if (!(await delivered())) {
        throw new CodeNotSentError(
          `We could not send the code to this ${what(channel)} right now. Please try again in a few minutes.`,
        );
      }
      return { address, expiresAt, codeLength: code.length };
    },

    async check(channel, rawAddress, purpose, code, ip) {
      const address = normalizeAddress(channel, rawAddress);
      const at = now();
      // The IP's failures this hour are read before the guess is judged and one is added after a
      // wrong one. A burst from one IP can pass the read together, so the limit may be passed by the
      // burst's own size once; the code's five tries hold regardless (decision 019).
      const ipKey = `code-check-failures:${ip}`;
      const hour = windowOf(at, 3600);
      if ((await windowHits(db, ipKey, hour)) >= failedChecksPerIpPerHour) {
        const wait = secondsBetween(at, hour.end);
        throw new TooManyRequestsError(
          `Too many failed attempts. Please try again in ${waitText(wait)}`,
          wait,
        );
      }
      const judged = await judgeGuess(
        db,
        { channel, address, purpose, codeHash: hashCode(appSecret, purpose, address, code) },
        { now: at, maxTries: CODE_RULES.maxTries },
      );
      if (judged.accepted) return true;
      await addWindowHit(db, ipKey, hour);
      await insertFailure(db, { channel, address, failedAt: at, codeId: judged.codeId, ip });
      return false;
    },
  };
}
