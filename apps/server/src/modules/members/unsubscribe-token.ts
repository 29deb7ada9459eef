// The signed token of a renewal reminder's unsubscribe link: the member's id and an HMAC over it with
// a key of its own derived from APP_SECRET (no other token passes as one). It does not expire: an
// old reminder's link must still stop the reminders. Compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

const signature = (appSecret: string, memberId: number) =>
  createHmac('sha256', `reminders-unsubscribe:${appSecret}`)
    .update(`member:${memberId}`)
    .digest('base64url');

export function signUnsubscribeToken(appSecret: string, memberId: number): string {
  return signature(appSecret, memberId);
}

export function verifyUnsubscribeToken(
  appSecret: string,
  memberId: number,
  token: string,
): boolean {
  const expected = Buffer.from(signature(appSecret, memberId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The address in a reminder (the page that asks to confirm, and the one-click POST target). */
export function unsubscribeUrl(publicUrl: string, appSecret: string, memberId: number): string {
  const token = signUnsubscribeToken(appSecret, memberId);
  return `${publicUrl}/api/reminders/unsubscribe?m=${memberId}&t=${token}`;
}
