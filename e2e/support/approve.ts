// The review of a submitted application, done through the staff API rather than the back-office
// screens (the review-pipeline journey covers those): admin acts for the zone manager, accounts and
// the first governing-body member, gb1 completes the quorum, and both proposers confirm the answer of
// their emailed links. Journeys that start at payment use it.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { isStaffCodeMail, referenceLinks } from './staff';
import { waitForMessage } from './outbox';

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  expect(response.status, `${url}: ${JSON.stringify(answer)}`).toBe(200);
  return answer;
}

/**
 * Tokens already obtained, shared by the journey files of one run through a file beside the server's
 * address: the server spaces the codes to one address and counts them per hour, and a staff token
 * lasts 12 hours.
 */
function tokenFile(baseUrl: string): string {
  return join(tmpdir(), `portico-e2e-staff-tokens-${new URL(baseUrl).port}.json`);
}

function knownTokens(baseUrl: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(tokenFile(baseUrl), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/** Asks for a staff code, waiting out the resend interval if another journey just asked. */
async function requestCode(baseUrl: string, email: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/staff/login_otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    if (response.status !== 429 || attempt >= 2) {
      const answer = response.status === 200 ? '' : `: ${await response.text()}`;
      expect(response.status, `staff code for ${email}${answer}`).toBe(200);
      return;
    }
    const wait = Number(response.headers.get('retry-after') ?? '30');
    await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 35) * 1000));
  }
}

/** A staff token by emailed code, as /staff/login obtains it. */
export async function staffToken(baseUrl: string, email: string): Promise<string> {
  const known = knownTokens(baseUrl)[email];
  // A file left by an earlier run on the same port holds tokens this server does not accept.
  if (known) {
    const me = await fetch(`${baseUrl}/api/staff/me`, {
      headers: { authorization: `Bearer ${known}` },
    });
    if (me.ok) return known;
  }
  const before = Date.now();
  await requestCode(baseUrl, email);
  const message = await waitForMessage(baseUrl, email, isStaffCodeMail, before);
  const otp = /\b(\d{4})\b/.exec(message.text)?.[1];
  const { token } = await post<{ token: string }>(`${baseUrl}/api/staff/login`, { email, otp });
  writeFileSync(tokenFile(baseUrl), JSON.stringify({ ...knownTokens(baseUrl), [email]: token }));
  return token;
}

/** Takes application `id` through every review stage; the payment email follows. */
export async function approveApplication(
  baseUrl: string,
  id: number,
  proposers: readonly { email: string }[],
): Promise<void> {
  const admin = await staffToken(baseUrl, 'admin@example.com');
  const approve = (token: string) =>
    post(`${baseUrl}/api/staff/applications/${id}/approve`, { remark: 'Approved' }, token);
  await approve(admin); // zone manager's step
  await approve(admin); // accounts
  for (const proposer of proposers) {
    // The proposer confirms on the link's page: a POST of the link's token.
    const links = await referenceLinks(baseUrl, proposer.email, id);
    const url = new URL(links.approve);
    await post(`${baseUrl}/api/member_status${url.pathname.replace('/application', '')}`, {
      t: url.searchParams.get('t'),
    });
  }
  await approve(admin); // governing body, first member
  await approve(await staffToken(baseUrl, 'gb1@example.com')); // quorum
}
