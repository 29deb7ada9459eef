// One-time codes for any purpose: 'verify' (an applicant proves an email or mobile number) and, later,
// 'login' (a member signs in). Codes are random digits, stored only as a keyed hash, used once, and
// every limit is counted in the database so any number of server processes agree.
// See docs/decisions/007-one-time-codes.md.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { digitsOnly } from '@portico/domain/validation';
import type { MailSender } from '../../adapters/mail/mail-sender';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import type { Database, Executor } from '../../db/client';
import type { Channel } from '../../db/schema';
import { DomainError, TooManyRequestsError } from '../../errors';
import type { BackgroundTasks } from '../jobs/background-tasks';
import {
  addWrongTry,
  consumeCode,
  consumeIfValid,
  deleteCode,
  expireLiveCodes,
  failureTimesSince,
  findLiveCode,
  insertCode,
  insertFailure,
  lastSendTo,
  lockKey,
  nthNewestSendSince,
} from './code.repository';

export const CODE_RULES = {
  /** A code works for 10 minutes. */
  ttlSeconds: 10 * 60,
  /** The 5th wrong try kills the code. */
  maxWrongTries: 5,
  /** No new code to the same address sooner than this after the last one. */
  resendAfterSeconds: 30,
  sendsPerAddressPerHour: 5,
  sendsPerIpPerHour: 20,
  /** This many failed checks of one address within lockoutWindowSeconds… */
  lockoutFailures: 20,
  lockoutWindowSeconds: 24 * 60 * 60,
  /** …lock it (sending and checking) for this long. */
  lockoutSeconds: 24 * 60 * 60,
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
};

export type IssuedCode = { address: string; expiresAt: Date };

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
   * Throws TooManyRequestsError while the address is locked.
   */
  check(
    channel: CodeChannel,
    address: string,
    purpose: CodePurpose,
    code: string,
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
  const now = deps.now ?? (() => new Date());
  const what = (channel: CodeChannel) => (channel === 'email' ? 'email' : 'number');

  function generateCode(): string {
    return String(randomInt(0, 10 ** codeLength)).padStart(codeLength, '0');
  }

  /**
   * The end of the lock on an address, or null. A lock starts at the failure that makes
   * lockoutFailures within lockoutWindowSeconds and lasts lockoutSeconds; no failure is recorded
   * while locked, so the failures of the last window + lock period tell the whole story.
   */
  async function lockedUntil(
    tx: Executor,
    channel: CodeChannel,
    address: string,
    at: Date,
  ): Promise<Date | null> {
    const { lockoutFailures, lockoutWindowSeconds, lockoutSeconds } = CODE_RULES;
    const times = await failureTimesSince(
      tx,
      channel,
      address,
      addSeconds(at, -(lockoutWindowSeconds + lockoutSeconds)),
    );
    let until: Date | null = null;
    for (let i = lockoutFailures - 1; i < times.length; i += 1) {
      const last = times[i]!;
      const first = times[i - (lockoutFailures - 1)]!;
      if (secondsBetween(first, last) < lockoutWindowSeconds) {
        const end = addSeconds(last, lockoutSeconds);
        if (end > at && (!until || end > until)) until = end;
      }
    }
    return until;
  }

  async function assertNotLocked(tx: Executor, channel: CodeChannel, address: string, at: Date) {
    const until = await lockedUntil(tx, channel, address, at);
    if (!until) return;
    const wait = secondsBetween(at, until);
    throw new TooManyRequestsError(
      `Too many failed attempts. This ${what(channel)} is locked; please try again in ${waitText(wait)}`,
      wait,
    );
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
      const code = generateCode();

      const id = await db.transaction(async (tx) => {
        // Address first, then IP, in every transaction: no two can wait on each other.
        await lockKey(tx, `otp:${channel}:${address}`);
        await lockKey(tx, `otp-ip:${ip}`);
        await assertNotLocked(tx, channel, address, at);
        await assertMaySend(tx, channel, address, ip, at);
        await expireLiveCodes(tx, { channel, address, purpose }, at);
        return insertCode(tx, {
          channel,
          address,
          purpose,
          codeHash: hashCode(appSecret, purpose, address, code),
          expiresAt,
          createdAt: at,
          ip,
        });
      });

      /** False when nothing reached the person: the code is gone, so they may ask again at once. */
      const delivered = async (): Promise<boolean> => {
        try {
          await deliver(channel, address, purpose, code);
          return true;
        } catch (error) {
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
      return { address, expiresAt };
    },

    async check(channel, rawAddress, purpose, code) {
      const address = normalizeAddress(channel, rawAddress);
      const at = now();
      const codeHash = hashCode(appSecret, purpose, address, code);
      // The common case in one statement: the right code, for an address too little failed to be
      // locked. Anything else takes the counted path below (wrong tries, failures, the lock).
      const { lockoutFailures, lockoutWindowSeconds, lockoutSeconds, maxWrongTries } = CODE_RULES;
      const consumed = await consumeIfValid(
        db,
        { channel, address, purpose, codeHash },
        {
          now: at,
          maxWrongTries,
          failuresSince: addSeconds(at, -(lockoutWindowSeconds + lockoutSeconds)),
          lockoutFailures,
        },
      );
      if (consumed) return true;
      return db.transaction(async (tx) => {
        await lockKey(tx, `otp:${channel}:${address}`);
        await assertNotLocked(tx, channel, address, at);
        const live = await findLiveCode(
          tx,
          { channel, address, purpose },
          at,
          CODE_RULES.maxWrongTries,
        );
        if (live && sameHash(live.codeHash, codeHash)) {
          if (await consumeCode(tx, live.id, at)) return true;
        } else if (live) {
          await addWrongTry(tx, live.id);
        }
        await insertFailure(tx, { channel, address, failedAt: at });
        return false;
      });
    },
  };
}

function sameHash(storedHex: string, candidateHex: string): boolean {
  const stored = Buffer.from(storedHex, 'hex');
  const candidate = Buffer.from(candidateHex, 'hex');
  return stored.length === candidate.length && timingSafeEqual(stored, candidate);
}
