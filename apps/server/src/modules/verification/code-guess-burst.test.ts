// A burst of concurrent guesses at one sent code: however they interleave, no more than five are
// judged against it, so the right code sent after the fifth guess never gets in (issue 11, finding 1).
// The IP that asked for the code has five tries of its own (decision 054): a burst from it and from
// elsewhere at once has at most five of each kind judged.
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodeFailures, oneTimeCodes } from '../../db/schema';
import { useClockedTestApp } from '../../../test/support/clocked-test-app';
import { CODE_RULES } from './code.service';

const BURSTS = 10;
const GUESSES = 300;

describe('a burst of concurrent guesses at one code', () => {
  // Each guess from an address of its own, as a stranger with many would send them: only the
  // code's own limit of tries stands between the burst and the account.
  const t = useClockedTestApp();

  async function latestCodeTo(to: string): Promise<string> {
    await t.app.background.settled();
    const response = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${to}` });
    const code = /code is (\d+)\./.exec(response.json<{ text: string }[]>()[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  }

  /** Sends a code, then fires GUESSES guesses at once, the right code at `rightAt`; true if it got in. */
  async function burst(
    send: () => Promise<unknown>,
    to: string,
    guess: (otp: string, ip: string) => Promise<number>,
    rightAt: number,
  ): Promise<{ gotIn: boolean; statuses: Set<number> }> {
    // Two days on: each burst meets an address with no history (no earlier failures, sends or limits).
    t.clock.advance(49 * 3600);
    await send();
    const code = await latestCodeTo(to);
    const wrongCodes = (i: number) =>
      String((Number(code) + 1 + i) % 10 ** code.length).padStart(code.length, '0');
    const statuses = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        guess(i === rightAt ? code : wrongCodes(i), `198.51.${Math.floor(i / 250)}.${i % 250}`),
      ),
    );
    // Whatever the order, the code's row tells how many guesses were judged: never more than five,
    // each wrong one recorded against it.
    const [row] = await t.db.select().from(oneTimeCodes).orderBy(desc(oneTimeCodes.id)).limit(1);
    const judgedWrong = await t.db
      .select()
      .from(oneTimeCodeFailures)
      .where(eq(oneTimeCodeFailures.codeId, row?.id ?? 0));
    expect(row?.attempts).toBe(CODE_RULES.maxTries);
    expect(judgedWrong.length + (row?.consumedAt ? 1 : 0)).toBe(CODE_RULES.maxTries);
    return { gotIn: statuses[rightAt] === 200, statuses: new Set(statuses) };
  }

  const TARGETS = [
    {
      name: 'staff sign-ins',
      address: 'admin@example.com',
      sendUrl: '/api/staff/login_otp',
      checkUrl: '/api/staff/login',
    },
    {
      name: 'verifications',
      address: 'asha@example.com',
      sendUrl: '/api/send_email_otp',
      checkUrl: '/api/verify_otp',
    },
  ];

  it('judges at most five guesses from the requester and five from elsewhere in a mixed burst', async () => {
    const target = TARGETS[0]!;
    let gotIn = 0;
    for (let b = 0; b < 3; b += 1) {
      t.clock.advance(49 * 3600);
      await t.app.inject({
        method: 'POST',
        url: target.sendUrl,
        payload: { email: target.address },
      });
      const code = await latestCodeTo(target.address);
      const wrong = (i: number) =>
        String((Number(code) + 1 + i) % 10 ** code.length).padStart(code.length, '0');
      // Every other guess from the IP that asked for the code (inject's default address).
      const rightAt = 100 + b * 20;
      const statuses = await Promise.all(
        Array.from(
          { length: GUESSES },
          async (_, i) =>
            (
              await t.app.inject({
                method: 'POST',
                url: target.checkUrl,
                payload: { email: target.address, otp: i === rightAt ? code : wrong(i) },
                remoteAddress:
                  i % 2 === 0 ? '127.0.0.1' : `198.51.${Math.floor(i / 250)}.${i % 250}`,
              })
            ).statusCode,
        ),
      );
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      const [row] = await t.db.select().from(oneTimeCodes).orderBy(desc(oneTimeCodes.id)).limit(1);
      expect(row?.attempts).toBe(CODE_RULES.maxTries);
      expect(row?.requesterAttempts).toBe(CODE_RULES.maxTries);
      if (statuses[rightAt] === 200) gotIn += 1;
    }
    expect(gotIn).toBe(0);
  }, 120_000);

  for (const target of TARGETS) {
    it(`lets the right code sent after the 5th guess in none of ${BURSTS} bursts of ${GUESSES} ${target.name}`, async () => {
      let gotIn = 0;
      for (let b = 0; b < BURSTS; b += 1) {
        const result = await burst(
          () =>
            t.app.inject({
              method: 'POST',
              url: target.sendUrl,
              payload: { email: target.address },
            }),
          target.address,
          async (otp, ip) =>
            (
              await t.app.inject({
                method: 'POST',
                url: target.checkUrl,
                payload: { email: target.address, otp },
                remoteAddress: ip,
              })
            ).statusCode,
          CODE_RULES.maxTries + 95 + b * 20,
        );
        expect([...result.statuses].filter((status) => status >= 500)).toEqual([]);
        if (result.gotIn) gotIn += 1;
      }
      console.info(`${target.name}: the right code got in ${gotIn} of ${BURSTS} bursts`);
      expect(gotIn).toBe(0);
    }, 120_000);
  }
});
