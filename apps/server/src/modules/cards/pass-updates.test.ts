// The pass job's outbox (decision 116): a push APNs does not take is tried again after a minute, not
// before, and leaves the queue once sent; a card that did not change is not pushed again.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { seededMember } from '../../../test/support/payment-fixtures';
import { TEST_PASS_TYPE, testWallets } from '../../../test/support/wallets';
import type { PassPusher, PushOutcome } from '../../adapters/wallet-push/pass-pusher';
import { members, walletPassPushes } from '../../db/schema';
import { updatePasses } from './pass-updates';

const wallets = testWallets();
const t = useTestApp({ config: (config) => ({ ...config, wallets }) });

/** A pusher that answers the given outcomes in turn and counts its pushes. */
function scriptedPusher(outcomes: PushOutcome[]): PassPusher & { pushed: string[] } {
  const pushed: string[] = [];
  return {
    pushed,
    push: async (token) => {
      pushed.push(token);
      return outcomes.shift() ?? 'sent';
    },
    close: async () => undefined,
  };
}

async function registeredPass(email: string, pushToken: string) {
  const { auth, member } = await seededMember(t.app, t.db, email);
  const file = await t.app.inject({ method: 'GET', url: '/api/card/apple-pass', headers: auth });
  const dir = mkdtempSync(join(tmpdir(), 'portico-pkpass-'));
  writeFileSync(join(dir, 'card.pkpass'), file.rawPayload);
  execFileSync('unzip', ['-q', 'card.pkpass', 'pass.json', '-d', 'pass'], { cwd: dir });
  const pass = JSON.parse(readFileSync(join(dir, 'pass', 'pass.json'), 'utf8')) as {
    serialNumber: string;
    authenticationToken: string;
  };
  const registered = await t.app.inject({
    method: 'POST',
    url: `/api/passes/v1/devices/phone/registrations/${TEST_PASS_TYPE}/${pass.serialNumber}`,
    headers: { authorization: `ApplePass ${pass.authenticationToken}` },
    payload: { pushToken },
  });
  expect(registered.statusCode).toBe(201);
  return member;
}

describe('the pass job’s pushes', () => {
  it('tries a failed push again after a minute, then forgets it once sent', async () => {
    const member = await registeredPass('active@example.com', 'e5e5e5e5');
    await t.db.update(members).set({ status: 'expired' }).where(eq(members.id, member.id));
    const pusher = scriptedPusher(['failed', 'sent']);
    let clock = new Date();
    const run = () => updatePasses({ db: t.db, now: () => clock, log: t.app.log, wallets, pusher });

    expect(await run()).toEqual({ changed: 1, sent: 0, unregistered: 0, failed: 1 });
    const [waiting] = await t.db.select().from(walletPassPushes);
    expect(waiting).toMatchObject({ pushToken: 'e5e5e5e5', attempts: 1 });
    expect(waiting?.dueAt.getTime()).toBe(clock.getTime() + 60_000);

    // Not due yet, and nothing changed since: no push.
    expect(await run()).toEqual({ changed: 0, sent: 0, unregistered: 0, failed: 0 });
    clock = new Date(clock.getTime() + 61_000);
    expect(await run()).toEqual({ changed: 0, sent: 1, unregistered: 0, failed: 0 });
    expect(pusher.pushed).toEqual(['e5e5e5e5', 'e5e5e5e5']);
    expect(await t.db.select().from(walletPassPushes)).toEqual([]);
  });

  it('sends nothing without Apple Wallet signing', async () => {
    const pusher = scriptedPusher([]);
    const outcome = await updatePasses({
      db: t.db,
      now: () => new Date(),
      log: t.app.log,
      wallets: { apple: null, google: null },
      pusher,
    });
    expect(outcome).toEqual({ changed: 0, sent: 0, unregistered: 0, failed: 0 });
    expect(pusher.pushed).toEqual([]);
  });
});
