// What the auto-renewal journeys share: the development hooks (the cycle run with its clock moved on,
// a member's expiry brought near), a member's id as the back office links it, and the association's
// settings put back as a journey found them.
import { expect } from 'vitest';
import { staffToken } from './approve';

export async function devPost(
  baseUrl: string,
  path: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}/api/dev/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `POST /api/dev/${path}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** One run of the cycle, the open debits' clock first moved on by `ageHours`. */
export const runCycle = (baseUrl: string, ageHours = 0) =>
  devPost(baseUrl, 'auto_renewal/run', { age_hours: ageHours });

/** The member's id, as the back office links it. */
export async function memberIdOf(baseUrl: string, email: string): Promise<number> {
  const admin = await staffToken(baseUrl, 'admin@example.com');
  const response = await fetch(`${baseUrl}/api/staff/members?q=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  const body = (await response.json()) as { data: { items: { id: number; email: string }[] } };
  const found = body.data.items.find((item) => item.email === email);
  if (!found) throw new Error(`no member ${email}`);
  return found.id;
}

/**
 * Offers auto-renewal to every category (the debit 7 days before expiry) through the API, and answers
 * a function that puts the settings back as they were.
 */
export async function offerAutoRenewalFor(baseUrl: string): Promise<() => Promise<void>> {
  const admin = await staffToken(baseUrl, 'admin@example.com');
  const url = `${baseUrl}/api/staff/auto_renewal/settings`;
  const headers = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
  const before = ((await (await fetch(url, { headers })).json()) as { data: unknown }).data;
  const put = (body: unknown) =>
    fetch(url, { method: 'PUT', headers, body: JSON.stringify(body) }).then((response) => {
      expect(response.status, 'PUT auto-renewal settings').toBe(200);
    });
  await put({ offered: true, category_ids: [], debit_days_before: 7 });
  return () => put(before);
}
