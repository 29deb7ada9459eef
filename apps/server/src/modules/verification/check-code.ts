// Judging a guess at a one-time code, with the per-IP limit on failed checks (decisions 019, 054),
// and at a device's own code when the guess comes with its cookie; a right code remembers the
// device it came from (decision 071).
import { OTP_CODE_LENGTH_MAX, OTP_CODE_LENGTH_MIN } from '@portico/domain/constants';
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
  type SigningIn,
} from './code-rules';
import { judgeDeviceGuess, rememberPresentedDevice } from './device.repository';

/**
 * The saved code lengths (0 standing for none saved) under which a guess of this length is accepted:
 * the judging statement reads the saved length and judges only under one of these, so the rule
 * stays here and the check costs one round trip.
 */
function savedLengthsAccepting(settings: CodeContext['settings'], guessLength: number): number[] {
  const saved: (number | null)[] = [null];
  for (let length = OTP_CODE_LENGTH_MIN; length <= OTP_CODE_LENGTH_MAX; length += 1)
    saved.push(length);
  return saved
    .filter((length) => acceptedLengths(settings.codeLength(length)).includes(guessLength))
    .map((length) => length ?? 0);
}

/** As the request's schema refused other lengths when the length was fixed at start. */
function assertAcceptedLength(
  settings: CodeContext['settings'],
  saved: number | null,
  code: string,
) {
  if (!acceptedLengths(settings.codeLength(saved)).includes(code.length)) {
    throw new BadRequestError(MESSAGES.otpInvalid, { otp: MESSAGES.otpInvalid });
  }
}

export async function checkCode(
  { db, appSecret, now, failedChecksPerIpPerHour, settings }: CodeContext,
  channel: CodeChannel,
  rawAddress: string,
  purpose: CodePurpose,
  code: string,
  from: SigningIn,
): Promise<boolean> {
  const { ip, deviceKey } = from;
  const address = normalizeAddress(channel, rawAddress);
  const at = now();
  // The IP's failures this hour are read as the guess is judged and one is added after a wrong
  // one. A burst from one IP can pass the read together, so the limit may be passed by the burst's
  // own size once; the code's tries hold regardless (decision 019).
  const ipKey = `code-check-failures:${ip}`;
  const hour = windowOf(at, 3600);
  const codeHash = hashCode(appSecret, purpose, address, code);
  const rules = { now: at, maxTries: CODE_RULES.maxTries };
  // A device's own code first: only its cookie reaches it, and, like an IP's own code, it is
  // judged whatever the IP's failures (decision 071).
  if (deviceKey) {
    const gate = await readCheckGate(db, ipKey, hour);
    assertAcceptedLength(settings, gate.savedCodeLength, code);
    const judged = await judgeDeviceGuess(
      db,
      { channel, address, purpose, codeHash, deviceKey },
      rules,
    );
    if (judged?.accepted) return remembered();
    if (judged) return failed(judged.codeId, gate.failures >= failedChecksPerIpPerHour);
  }
  // Past its limit an IP may still use a code it asked for (its own tries), so a stranger's
  // failures from a shared address never refuse the owner's right code; it can no longer spend
  // the tries of codes asked for elsewhere (decision 054).
  // A device without a cookie is remembered by the judging statement itself on a right code.
  const judged = await judgeGuess(
    db,
    { channel, address, purpose, codeHash, ip },
    rules,
    {
      failuresKey: ipKey,
      window: hour,
      failureLimit: failedChecksPerIpPerHour,
      savedLengths: savedLengthsAccepting(settings, code.length),
    },
    deviceKey ? null : from.newDevice,
  );
  // The statement judged nothing when the length was refused: the 400 says so.
  assertAcceptedLength(settings, judged.savedCodeLength, code);
  if (judged.accepted) return remembered();
  return failed(judged.codeId, judged.failures >= failedChecksPerIpPerHour);

  /** After a right code: the device has the address under its new key, and its cookie is set. */
  async function remembered(): Promise<true> {
    if (deviceKey) {
      await rememberPresentedDevice(db, deviceKey, from.newDevice, { channel, address });
    }
    from.deviceRemembered();
    return true;
  }

  async function failed(codeId: number | null, isOverLimit: boolean): Promise<boolean> {
    await addWindowHit(db, ipKey, hour);
    await insertFailure(db, { channel, address, failedAt: at, codeId, ip });
    if (isOverLimit && codeId === null) {
      const wait = secondsBetween(at, hour.end);
      throw new TooManyRequestsError(
        `Too many failed attempts. Please try again in ${waitText(wait)}`,
        wait,
      );
    }
    return false;
  }
}
