import { mergeProcessData, type ProcessData } from '../process';
import type { ContactChannel } from './api/send-otp';

const KEYS = {
  email: { value: 'email', verified: 'email_verified' },
  mobile: { value: 'mobile_number', verified: 'mobile_verified' },
} as const;

/**
 * Spec: verification is the comparison of the value with the verified value, so editing a verified
 * email or number un-verifies it. True when `value` is the address the process data marks verified.
 */
export function isContactVerified(
  channel: ContactChannel,
  value: string,
  data: ProcessData,
): boolean {
  const keys = KEYS[channel];
  const verified = data[keys.value];
  return data[keys.verified] === true && typeof verified === 'string' && verified === value.trim();
}

/** Records a verified address in the process data ({email, email_verified} or the mobile pair). */
export function markContactVerified(channel: ContactChannel, address: string): void {
  const keys = KEYS[channel];
  mergeProcessData({ [keys.value]: address.trim(), [keys.verified]: true });
}
