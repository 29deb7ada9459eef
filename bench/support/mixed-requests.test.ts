import type { Request as AutocannonRequest } from 'autocannon';
import { describe, expect, it } from 'vitest';
import type { MixedFixtures } from './mixed-fixtures';
import { mixedRequests, stepRequest, type MixedCounters } from './mixed-requests';

const auth = { authorization: 'Bearer x' };
const fixtures: MixedFixtures = {
  member: { headers: auth, userId: 7 },
  staff: auth,
  applicants: [{ headers: auth, body: '{}', id: 3 }],
  loginEmails: ['bench.member.1@example.com'],
};
const counters = (): MixedCounters => ({
  failures: new Map(),
  logins: 0,
  visits: 0,
  codeRequests: 0,
});

/** What a connection sends: autocannon's walk through the sequence, with the connection's context. */
function walk(requests: AutocannonRequest[], context: object, count: number): string[] {
  return Array.from({ length: count }, (_, n) => {
    const request = requests[n % requests.length]!;
    const setup = request.setupRequest as (request: object, context: object) => AutocannonRequest;
    const built = setup({}, context);
    return `${built.method ?? 'GET'} ${built.path}`;
  });
}

describe('the mixed visit', () => {
  it('starts each connection on its own step, and each walks the whole visit in order', () => {
    const requests = mixedRequests(fixtures, counters());
    const walks = Array.from({ length: requests.length }, () =>
      walk(requests, {}, requests.length),
    );
    const firsts = walks.map((steps) => steps[0]);
    // The visit has the catalogue, the plan status and the first page twice, so 9 different firsts.
    expect(new Set(firsts).size).toBe(9);
    const inOrder = walks[0]!;
    for (const [offset, steps] of walks.entries()) {
      expect(steps).toEqual([...inOrder.slice(offset), ...inOrder.slice(0, offset)]);
    }
  });

  it('counts each answer under the step that was sent', () => {
    const counted = counters();
    const requests = mixedRequests(fixtures, counted);
    const context = {};
    for (let connection = 0; connection < 3; connection += 1) walk(requests, {}, 1);
    const [sent] = walk(requests, context, 1);
    expect(sent).toBe('POST /api/send_email_otp');
    const onResponse = requests[0]!.onResponse as (status: number, body: string, c: object) => void;
    onResponse(429, '', context);
    expect([...counted.failures]).toEqual([['POST /api/send_email_otp 429', 1]]);
  });

  it('sends one named step from every connection for the step costs', () => {
    const request = stepRequest(fixtures, counters(), 'POST /api/step_1');
    expect(walk([request], {}, 2)).toEqual(['POST /api/step_1', 'POST /api/step_1']);
  });
});
