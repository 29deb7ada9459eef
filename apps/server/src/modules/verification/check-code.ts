// Judging a guess at a one-time code, with the per-IP limit on failed checks (decisions 019, 054),
// and at a device's own code when the guess comes with its cookie (decision 071).
import { MESSAGES } from '@portico/domain/messages';
import { BadRequestError, TooManyRequestsError } from '../../errors';
import { addWindowHit, windowOf } from '../../lib/rate-limits';
import type { CodeContext } from './code-deps';
import { insertFailure, judgeGuess, readCheckGate, type Judgement } from './code.repository';
import {
  acceptedLengths,
  CODE_RULES,
  hashCode,
  normalizeAddress,
  secondsBetween,
  waitText,
  type CodeChannel,
  type CodePurpose,
  type Requester,
} from './code-rules';
import { judgeDeviceGuess } from './device.repository';

export async function checkCode(
  { db, appSecret, now, failedChecksPerIpPerHour, settings }: CodeContext,
  channel: CodeChannel,
  rawAddress: string,
  purpose: CodePurpose,
  code: string,
  { ip, deviceKey }: Requester,
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
  const codeHash = hashCode(appSecret, purpose, address, code);
  const rules = { now: at, maxTries: CODE_RULES.maxTries };
  // A device's own code first: only its cookie reaches it, and, like an IP's own code, it is
  // judged whatever the IP's failures (decision 071).
  const judged: Judgement =
    (deviceKey
      ? await judgeDeviceGuess(db, { channel, address, purpose, codeHash, deviceKey }, rules)
      : null) ??
    (await judgeGuess(
      db,
      { channel, address, purpose, codeHash, ip },
      { now: rules.now, maxTries: rules.maxTries, ownOnly: isOverLimit },
    ));
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
