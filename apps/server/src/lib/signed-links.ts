// Signed links of the pipeline (decision 010). A proposer's approve and reject links share one token over
// {plan_history_id, num}; the payment link's token is over {plan_history_id} and expires with the
// payment link. Each kind has its own key derived from APP_SECRET, so no token of one kind (or a
// sign-in token) passes as another.
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { applicationRouteId } from '@portico/domain/format';

const ISSUER = 'portico';
const DAY_SECONDS = 24 * 60 * 60;

export type ReferenceClaims = { planHistoryId: number; num: 1 | 2 };

export type LinkCheck<T> = { ok: true; claims: T } | { ok: false; reason: 'expired' | 'invalid' };

function key(appSecret: string, purpose: 'reference' | 'payment'): Uint8Array {
  return new TextEncoder().encode(`${purpose}-link:${appSecret}`);
}

async function sign(
  appSecret: string,
  purpose: 'reference' | 'payment',
  claims: Record<string, number>,
  issuedAt: Date,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ ...claims, purpose })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(appSecret, purpose));
}

async function verify(
  appSecret: string,
  purpose: 'reference' | 'payment',
  token: string,
  now: Date,
): Promise<LinkCheck<Record<string, unknown>>> {
  try {
    const { payload } = await jwtVerify(token, key(appSecret, purpose), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
      // Without exp jose would take a link that never expires.
      requiredClaims: ['exp', 'iat'],
    });
    if (payload.purpose !== purpose) return { ok: false, reason: 'invalid' };
    return { ok: true, claims: payload };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof joseErrors.JOSEError) return { ok: false, reason: 'invalid' };
    throw error;
  }
}

const positiveInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export function signReferenceToken(
  appSecret: string,
  claims: ReferenceClaims,
  options: { now: Date; days: number },
): Promise<string> {
  const expiresAt = new Date(options.now.getTime() + options.days * DAY_SECONDS * 1000);
  return sign(
    appSecret,
    'reference',
    { ph: claims.planHistoryId, num: claims.num },
    options.now,
    expiresAt,
  );
}

export async function verifyReferenceToken(
  appSecret: string,
  token: string,
  now: Date,
): Promise<LinkCheck<ReferenceClaims>> {
  const checked = await verify(appSecret, 'reference', token, now);
  if (!checked.ok) return checked;
  const { ph, num } = checked.claims;
  if (!positiveInt(ph) || (num !== 1 && num !== 2)) return { ok: false, reason: 'invalid' };
  return { ok: true, claims: { planHistoryId: ph, num } };
}

export function signPaymentToken(
  appSecret: string,
  planHistoryId: number,
  options: { now: Date; expiresAt: Date },
): Promise<string> {
  return sign(appSecret, 'payment', { ph: planHistoryId }, options.now, options.expiresAt);
}

/** For the checkout: the plan history a payment link was issued for, unless forged or expired. */
export async function verifyPaymentToken(
  appSecret: string,
  token: string,
  now: Date,
): Promise<LinkCheck<{ planHistoryId: number }>> {
  const checked = await verify(appSecret, 'payment', token, now);
  if (!checked.ok) return checked;
  const { ph } = checked.claims;
  return positiveInt(ph)
    ? { ok: true, claims: { planHistoryId: ph } }
    : { ok: false, reason: 'invalid' };
}

/**
 * `${PUBLIC_URL}/application/{num}/{PA-000009}/{approve|reject}?t=…` (applicant spec §2 routes, with
 * the application number where the spec has base64 of the id; both are read, decision 112).
 */
export function referenceLink(
  publicUrl: string,
  applicationId: number,
  num: 1 | 2,
  status: 'approve' | 'reject',
  token: string,
): string {
  return `${publicUrl}/application/${num}/${applicationRouteId(applicationId)}/${status}?t=${token}`;
}

/** The applicant's page of the application in their journey: /app/upgrade/… or /register/user/…. */
function journeyPage(
  publicUrl: string,
  applicationId: number,
  journey: 'new' | 'upgrade',
  page: 'checkout' | 'application-review' | 'membership-form',
): string {
  const base = journey === 'upgrade' ? '/app/upgrade' : '/register/user';
  return `${publicUrl}${base}/${page}/${applicationRouteId(applicationId)}`;
}

/**
 * The checkout of the applicant's journey, carrying the plan history and its payment token: the page
 * exchanges them (GET /api/payment/{h}/{type}/{t}) for the checkout and an applicant token.
 */
export function paymentLink(
  publicUrl: string,
  applicationId: number,
  journey: 'new' | 'upgrade',
  planHistoryId: number,
  token: string,
): string {
  const page = journeyPage(publicUrl, applicationId, journey, 'checkout');
  return `${page}?h=${planHistoryId}&t=${token}`;
}

/** The applicant's page that follows the review (it asks them to log in first). */
export function reviewLink(
  publicUrl: string,
  applicationId: number,
  journey: 'new' | 'upgrade',
): string {
  return journeyPage(publicUrl, applicationId, journey, 'application-review');
}

/** The form the applicant edits after a send-back. */
export function editLink(
  publicUrl: string,
  applicationId: number,
  journey: 'new' | 'upgrade',
): string {
  return journeyPage(publicUrl, applicationId, journey, 'membership-form');
}
