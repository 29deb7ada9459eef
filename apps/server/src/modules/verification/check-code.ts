// Judging a guess at a one-time code, with the per-IP limit on failed checks (decisions 019, 054).
import { MESSAGES } from '@portico/domain/messages';
import { BadRequestError, TooManyRequestsError } from '../../errors';
import { addWindowHit, windowOf } from '../../lib/rate-limits';
import type { CodeContext } from './code-deps';
import { insertFailure, judgeGuess, readCheckGate } from './code.repository';
import {
  acceptedLengths,
  CODE_RULES,
  hashCode,
  normalizeAddress,
  secondsBetween,
  waitText,
  type CodeChannel,
  type CodePurpose,
} from './code-rules';

export async function checkCode(
  { db, appSecret, now, failedChecksPerIpPerHour, settings }: CodeContext,
  channel: CodeChannel,
  rawAddress: string,
  purpose: CodePurpose,
  code: string,
  ip: string,
): Promise<boolean> {
  const address = normalizeAddress(channel, rawAddress);
  const at = now();
  // The IP's failures this hour are read before the guess is judged and one is added after a
  // wrong one. A burst from one IP can pass the read together, so the limit may be passed by the
  // burst's own size once; the code's tries hold regardless (decision 019).
  const ipKey = `code-check-failures:${ip}`;
  const hour = windowOf(at, 3600);
  const gate = await readCheckGate(db, ipKey, hour);
  // As the request's schema refused other lengths when the length was fixed at start.
  if (!acceptedLengths(settings.codeLength(gate.savedCodeLength)).includes(code.length)) {
    throw new BadRequestError(MESSAGES.otpInvalid, { otp: MESSAGES.otpInvalid });
  }
  // Past its limit an IP may still use a code it asked for (its own tries), so a stranger's
  // failures from a shared address never refuse the owner's right code; it can no longer spend
  // the tries of codes asked for elsewhere (decision 054).
  const isOverLimit = gate.failures >= failedChecksPerIpPerHour;
  const judged = await judgeGuess(
    db,
    { channel, address, purpose, codeHash: hashCode(appSecret, purpose, address, code), ip },
    { now: at, maxTries: CODE_RULES.maxTries, ownOnly: isOverLimit },
  );
  if (judged.accepted) return true;
  await addWindowHit(db, ipKey, hour);
  await insertFailure(db, { channel, address, failedAt: at, codeId: judged.codeId, ip });
  if (isOverLimit && judged.codeId === null) {
    const wait = secondsBetween(at, hour.end);
    throw new TooManyRequestsError(
      `Too many failed attempts. Please try again in ${waitText(wait)}`,
      wait,
    );
  }
  return false;
}
