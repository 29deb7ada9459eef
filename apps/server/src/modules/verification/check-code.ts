// Judging a guess at a one-time code, with the per-IP limit on failed checks.
import { TooManyRequestsError } from '../../errors';
import { addWindowHit, windowHits, windowOf } from '../rate-limits/window-counter';
import type { CodeContext } from './code-deps';
import { insertFailure, judgeGuess } from './code.repository';
import {
  CODE_RULES,
  hashCode,
  normalizeAddress,
  secondsBetween,
  waitText,
  type CodeChannel,
  type CodePurpose,
} from './code-rules';

export async function checkCode(
  { db, appSecret, now, failedChecksPerIpPerHour }: CodeContext,
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
}
