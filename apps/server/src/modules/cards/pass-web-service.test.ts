// Apple Wallet's web service and the pushes of changed passes (decision 116), as a device meets
// them: the pass downloaded names the service and its token; the device registers with it, lists
// its updated passes, fetches the latest (304 when unchanged), and is refused with any other token;
// a renewal, a revocation and a lapse push each registered device through the APNs client to a
// local HTTP/2 stand-in, and a revoked card's pass comes back voided.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOrder, ProviderSuccess } from '@portico/domain/checkout';
import { useTestApp } from '../../../test/support/app';
import { probesFor, routeUnderTest } from '../../../test/support/malformed';
import { paymentApi, seededMember } from '../../../test/support/payment-fixtures';
import { TEST_PASS_TYPE, testWallets } from '../../../test/support/wallets';
import { createApnsPusher } from '../../adapters/wallet-push/apns-pusher';
import { startApnsStandIn, type ApnsStandIn } from '../../adapters/wallet-push/apns-stand-in';
import { members, walletPassRegistrations } from '../../db/schema';

const wallets = testWallets();
let standIn: ApnsStandIn;
beforeAll(async () => {
  standIn = await startApnsStandIn();
});
// After hooks run last-registered first: the app (and its APNs connection) closes before this.
afterAll(async () => {
  await standIn.close();
});

const t = useTestApp({
  config: (config) => ({ ...config, wallets }),
  passPusher: () =>
    createApnsPusher({
      url: standIn.url,
      topic: TEST_PASS_TYPE,
      certificate: wallets.apple?.certificate ?? '',
      key: wallets.apple?.key ?? '',
    }),
});

type PassJson = {
  serialNumber: string;
  webServiceURL: string;
  authenticationToken: string;
  voided?: boolean;
  expirationDate?: string;
};

function passJsonOf(file: Buffer): PassJson {
  const dir = mkdtempSync(join(tmpdir(), 'portico-pkpass-'));
  writeFileSync(join(dir, 'card.pkpass'), file);
  execFileSync('unzip', ['-q', 'card.pkpass', 'pass.json', '-d', 'pass'], { cwd: dir });
  return JSON.parse(readFileSync(join(dir, 'pass', 'pass.json'), 'utf8')) as PassJson;
}

/** The member's pass as the card page downloads it. */
async function downloadedPass(email: string) {
  const { auth, member, userId } = await seededMember(t.app, t.db, email);
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/card/apple-pass',
    headers: auth,
  });
  expect(response.statusCode).toBe(200);
  return { pass: passJsonOf(response.rawPayload), auth, member, userId };
}

const applePass = (token: string) => ({ authorization: `ApplePass ${token}` });
const registration = (device: string, serial: string) =>
  `/api/passes/v1/devices/${device}/registrations/${TEST_PASS_TYPE}/${serial}`;
const passUrl = (serial: string) => `/api/passes/v1/passes/${TEST_PASS_TYPE}/${serial}`;

function register(
  device: string,
  pass: PassJson,
  pushToken: string,
  token = pass.authenticationToken,
) {
  return t.app.inject({
    method: 'POST',
    url: registration(device, pass.serialNumber),
    headers: applePass(token),
    payload: { pushToken },
  });
}

function updatedSince(device: string, tag?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/passes/v1/devices/${device}/registrations/${TEST_PASS_TYPE}${tag ? `?passesUpdatedSince=${tag}` : ''}`,
  });
}

const pushesTo = (token: string) => standIn.pushes.filter((push) => push.pushToken === token);

describe('the pass names the web service', () => {
  it('carries PUBLIC_URL/api/passes and a token of its own for each download', async () => {
    const first = (await downloadedPass('active@example.com')).pass;
    const second = (await downloadedPass('active@example.com')).pass;
    expect(first.webServiceURL).toBe(`${t.config.publicUrl.replace(/\/+$/, '')}/api/passes`);
    expect(first.authenticationToken).toMatch(/^[\w-]{43}$/);
    expect(second.authenticationToken).not.toBe(first.authenticationToken);
    expect(second.serialNumber).toBe(first.serialNumber);
  });
});

describe('registering a device', () => {
  it('is 201, then 200 again, and 401 without the pass’s token', async () => {
    const { pass } = await downloadedPass('active@example.com');
    expect((await register('device-a', pass, 'aa01')).statusCode).toBe(400); // not a push token
    expect((await register('device-a', pass, 'aa01aa01aa01')).statusCode).toBe(201);
    expect((await register('device-a', pass, 'aa01aa01aa02')).statusCode).toBe(200);
    expect((await register('device-b', pass, 'bb01bb01', 'x'.repeat(43))).statusCode).toBe(401);
    const bare = await t.app.inject({
      method: 'POST',
      url: registration('device-b', pass.serialNumber),
      payload: { pushToken: 'bb01bb01' },
    });
    expect(bare.statusCode).toBe(401);
    const otherType = await t.app.inject({
      method: 'POST',
      url: `/api/passes/v1/devices/device-b/registrations/pass.org.other/${pass.serialNumber}`,
      headers: applePass(pass.authenticationToken),
      payload: { pushToken: 'bb01bb01' },
    });
    expect(otherType.statusCode).toBe(401);
    // Another member's pass with this token: refused.
    const other = (await downloadedPass('renew@example.com')).pass;
    expect(
      (await register('device-b', other, 'bb01bb01', pass.authenticationToken)).statusCode,
    ).toBe(401);
    const rows = await t.db.select().from(walletPassRegistrations);
    expect(rows.map((row) => [row.deviceLibraryIdentifier, row.pushToken])).toEqual([
      ['device-a', 'aa01aa01aa02'],
    ]);
  });

  it('is undone by DELETE with the token, and refused without it', async () => {
    const { pass } = await downloadedPass('active@example.com');
    await register('device-a', pass, 'aa01aa01');
    const url = registration('device-a', pass.serialNumber);
    const refused = await t.app.inject({
      method: 'DELETE',
      url,
      headers: applePass('y'.repeat(43)),
    });
    expect(refused.statusCode).toBe(401);
    const done = await t.app.inject({
      method: 'DELETE',
      url,
      headers: applePass(pass.authenticationToken),
    });
    expect(done.statusCode).toBe(200);
    expect(await t.db.select().from(walletPassRegistrations)).toEqual([]);
    expect((await updatedSince('device-a')).statusCode).toBe(204);
  });

  it('answers malformed identifiers with 400, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/passes/v1/devices/a%20b/registrations/x/y',
      headers: applePass('z'.repeat(43)),
      payload: { pushToken: ['nope'] },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the device’s updated passes', () => {
  it('lists its passes with a tag, then 204 until one changes', async () => {
    const { pass } = await downloadedPass('active@example.com');
    await register('device-a', pass, 'aa01aa01');
    const listed = await updatedSince('device-a');
    expect(listed.statusCode).toBe(200);
    const body = listed.json<{ serialNumbers: string[]; lastUpdated: string }>();
    expect(body.serialNumbers).toEqual([pass.serialNumber]);
    expect(body.lastUpdated).toMatch(/^\d+$/);
    expect((await updatedSince('device-a', body.lastUpdated)).statusCode).toBe(204);
    expect((await updatedSince('device-unknown')).statusCode).toBe(204);
  });
});

describe('the latest pass', () => {
  it('is the signed pass with Last-Modified, 304 when unchanged, 401 with another token', async () => {
    const { pass } = await downloadedPass('active@example.com');
    const url = passUrl(pass.serialNumber);
    const fetched = await t.app.inject({
      method: 'GET',
      url,
      headers: applePass(pass.authenticationToken),
    });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const latest = passJsonOf(fetched.rawPayload);
    expect(latest).toMatchObject({
      serialNumber: pass.serialNumber,
      authenticationToken: pass.authenticationToken,
    });
    expect(latest.voided).toBeFalsy();
    const lastModified = String(fetched.headers['last-modified']);
    expect(Date.parse(lastModified)).not.toBeNaN();
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...applePass(pass.authenticationToken), 'if-modified-since': lastModified },
    });
    expect(again.statusCode).toBe(304);
    const stolen = await t.app.inject({ method: 'GET', url, headers: applePass('q'.repeat(43)) });
    expect(stolen.statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: passUrl('card-999999-1'),
          headers: applePass(pass.authenticationToken),
        })
      ).statusCode,
    ).toBe(401);
  });
});

async function renew(email: string) {
  const { userId, auth } = await seededMember(t.app, t.db, email);
  const api = paymentApi(t.app);
  const created = await api.createOrder(auth, { user_id: userId, type: 'renew' });
  const placed: PaymentOrder = created.body.data;
  const widget = (await api.pay(placed.order_id)).body as ProviderSuccess;
  const confirmed = await api.paymentSuccess({
    ...widget,
    history_id: placed.history_id,
    history_type: placed.history_type,
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
}

describe('pushes when a card’s validity changes', () => {
  it('pushes every registered device once after a renewal, and the pass then shows the new end', async () => {
    const { pass } = await downloadedPass('renew@example.com');
    const second = (await downloadedPass('renew@example.com')).pass;
    await register('phone', pass, 'a1a1a1a1');
    await register('watch', second, 'b2b2b2b2');
    const tag = (await updatedSince('phone')).json<{ lastUpdated: string }>().lastUpdated;
    // Nothing changed yet: no push.
    expect((await t.app.walletPasses.update()).changed).toBe(0);
    expect(pushesTo('a1a1a1a1')).toEqual([]);

    await renew('renew@example.com');
    expect(await t.app.walletPasses.update()).toMatchObject({ changed: 1, sent: 2 });
    expect(pushesTo('a1a1a1a1')).toEqual([
      { pushToken: 'a1a1a1a1', topic: TEST_PASS_TYPE, payload: '{}' },
    ]);
    expect(pushesTo('b2b2b2b2')).toHaveLength(1);
    // Sent once: the next run has nothing to send.
    expect(await t.app.walletPasses.update()).toMatchObject({ changed: 0, sent: 0 });

    const listed = await updatedSince('phone', tag);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ serialNumbers: string[] }>().serialNumbers).toEqual([pass.serialNumber]);
    const fetched = await t.app.inject({
      method: 'GET',
      url: passUrl(pass.serialNumber),
      headers: applePass(pass.authenticationToken),
    });
    const renewed = passJsonOf(fetched.rawPayload);
    expect(new Date(renewed.expirationDate ?? 0).getTime()).toBeGreaterThan(
      new Date(pass.expirationDate ?? 0).getTime(),
    );
  });

  it('voids a revoked card’s pass: a push, then the pass fetched is voided', async () => {
    const { pass, auth } = await downloadedPass('active@example.com');
    await register('phone', pass, 'c3c3c3c3');
    await t.app.inject({ method: 'POST', url: '/api/card/reissue', headers: auth });
    expect(await t.app.walletPasses.update()).toMatchObject({ changed: 1, sent: 1 });
    expect(pushesTo('c3c3c3c3')).toHaveLength(1);
    const fetched = await t.app.inject({
      method: 'GET',
      url: passUrl(pass.serialNumber),
      headers: applePass(pass.authenticationToken),
    });
    expect(fetched.statusCode).toBe(200);
    expect(passJsonOf(fetched.rawPayload).voided).toBe(true);
  });

  it('pushes a lapse, and forgets a device APNs says is gone', async () => {
    const { pass, member } = await downloadedPass('active@example.com');
    await register('phone', pass, 'd4d4d4d4');
    // The reminders job marks a member expired once the membership has ended.
    await t.db.update(members).set({ status: 'expired' }).where(eq(members.id, member.id));
    standIn.unregistered.add('d4d4d4d4');
    expect(await t.app.walletPasses.update()).toMatchObject({ changed: 1, unregistered: 1 });
    expect(await t.db.select().from(walletPassRegistrations)).toEqual([]);
  });
});

describe('malformed input with Apple Wallet set up', () => {
  it('never answers 5xx on the web service’s routes, with the pass’s token or without', async () => {
    const { pass } = await downloadedPass('active@example.com');
    await register('device-a', pass, 'aa01aa01');
    const routes = t.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/passes/'))
      .map(routeUnderTest);
    expect(routes).toHaveLength(5);
    const failures: string[] = [];
    let client = 0;
    for (const route of routes) {
      for (const probe of probesFor(route)) {
        for (const headers of [applePass(pass.authenticationToken), {}]) {
          client += 1;
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: probe.url,
            // An address per request, or the per-IP limit answers before the handlers.
            remoteAddress: `127.1.${(client >> 8) & 255}.${client & 255}`,
            headers: { ...probe.payload?.headers, ...headers },
            ...(probe.payload?.payload === undefined ? {} : { payload: probe.payload.payload }),
          });
          if (response.statusCode >= 500) {
            failures.push(
              `${route.method} ${route.path} ← ${probe.description}: ${response.statusCode}`,
            );
          }
        }
      }
    }
    expect(client).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 60_000);
});
