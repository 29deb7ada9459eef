// The review of a submitted application, done through the staff API rather than the back-office
// screens (the review-pipeline journey covers those): admin acts for the zone manager, accounts and
// the first governing-body member, gb1 completes the quorum, and both proposers answer through their
// emailed links. Journeys that start at payment use it.
import { expect } from 'vitest';
import { referenceLinks, waitForMessage } from './staff';

const STAFF_CODE_SUBJECT = 'Your Portico staff sign-in code';

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

/** Tokens already obtained (a code cannot be resent within 30 s; a token lasts 12 hours). */
const tokens = new Map<string, string>();

/** A staff token by emailed code, as /staff/login obtains it. */
export async function staffToken(baseUrl: string, email: string): Promise<string> {
  const known = tokens.get(email);
  if (known) return known;
  const before = Date.now();
  await post(`${baseUrl}/api/staff/login_otp`, { email });
  const message = await waitForMessage(
    baseUrl,
    email,
    (m) => m.subject === STAFF_CODE_SUBJECT,
    before,
  );
  const otp = /\b(\d{4})\b/.exec(message.text)?.[1];
  const { token } = await post<{ token: string }>(`${baseUrl}/api/staff/login`, { email, otp });
  tokens.set(email, token);
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
    const links = await referenceLinks(baseUrl, proposer.email, id);
    const url = new URL(links.approve);
    const response = await fetch(
      `${baseUrl}/api/member_status${url.pathname.replace('/application', '')}${url.search}`,
    );
    expect(response.status).toBe(200);
  }
  await approve(admin); // governing body, first member
  await approve(await staffToken(baseUrl, 'gb1@example.com')); // quorum
}
