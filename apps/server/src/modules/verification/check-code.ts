// Judging a guess at a one-time code, with the per-IP limit on failed checks.
import { MESSAGES } from '@portico/domain/messages';
import { BadRequestError, TooManyRequestsError } from '../../errors';
import { addWindowHit, windowOf } from '../rate-limits/window-counter';
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
  // burst's own size once; the code's five tries hold regardless (decision 019).
  const ipKey = `code-check-failures:${ip}`;
  const hour = windowOf(at, 3600);
  const gate = await readCheckGate(db, ipKey, hour);
  // As the request's schema refused other lengths when the length was fixed at start.
  if (!acceptedLengths(settings.codeLength(gate.savedCodeLength)).includes(code.length)) {
    throw new BadRequestError(MESSAGES.otpInvalid, { otp: MESSAGES.otpInvalid });
  }
  if (gate.failures >= failedChecksPerIpPerHour) {
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
}
