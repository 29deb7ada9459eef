// The card as a PDF, an Apple Wallet pass and a Google Wallet link, and the staff scanner's offline
// list (decisions 102, 103): each file produced and read back as its reader would, the pass's
// manifest and PKCS#7 signature checked with openssl, the JWT verified with the account's public key.
import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSPKI, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { MemberCard, OfflineCardList } from '@portico/domain/contracts/cards.contract';
import { useTestApp } from '../../../test/support/app';
import { seededMember } from '../../../test/support/payment-fixtures';
import { pdfText } from '../../../test/support/pdf';
import { staffBearer } from '../../../test/support/tokens';
import { testWallets } from '../../../test/support/wallets';

const wallets = testWallets();
const t = useTestApp({ config: (config) => ({ ...config, wallets }) });

async function memberGet(email: string, url: string) {
  const { auth } = await seededMember(t.app, t.db, email);
  return t.app.inject({ method: 'GET', url, headers: auth });
}

async function cardOf(email: string): Promise<MemberCard> {
  return (await memberGet(email, '/api/card')).json<{ data: MemberCard }>().data;
}

function unzipped(file: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'portico-pkpass-'));
  writeFileSync(join(dir, 'card.pkpass'), file);
  execFileSync('unzip', ['-q', 'card.pkpass', '-d', 'pass'], { cwd: dir });
  return join(dir, 'pass');
}

describe('the membership card as a PDF', () => {
  it('is a one-page, card-sized PDF with the association, the member and the check', async () => {
    const card = await cardOf('active@example.com');
    expect(card.wallets).toEqual({ apple: true, google: true });
    const response = await memberGet('active@example.com', '/api/card/pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/membership-card-.+\.pdf"$/);
    const { text, pages } = await pdfText(response.rawPayload);
    expect(pages).toBe(1);
    for (const shown of [card.name, card.category, card.member_number, card.valid_until]) {
      expect(text).toContain(shown);
    }
    expect(text).toContain('Scan to check this card');
    expect(response.rawPayload.toString('latin1')).toMatch(/MediaBox \[0 0 242\.6\d* 153\.0\d*\]/);
  });

  it('is only the signed-in member’s', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/card/pdf' })).statusCode).toBe(401);
  });
});

describe('the Apple Wallet pass', () => {
  it('is a signed pass: its fields, the manifest’s SHA-1 of every file and a PKCS#7 that verifies', async () => {
    const card = await cardOf('active@example.com');
    const response = await memberGet('active@example.com', '/api/card/apple-pass');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const dir = unzipped(response.rawPayload);
    const pass = JSON.parse(readFileSync(join(dir, 'pass.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.org.example.test',
      teamIdentifier: 'TEAM123456',
      serialNumber: expect.stringMatching(/^card-\d+-1$/) as unknown,
      barcodes: [
        {
          format: 'PKBarcodeFormatQR',
          message: card.verify_url,
          messageEncoding: 'iso-8859-1',
          altText: card.member_number,
        },
      ],
      generic: {
        primaryFields: [{ key: 'name', label: 'Member', value: card.name }],
      },
    });
    expect(new Date(String(pass.expirationDate)).getTime()).toBeGreaterThan(Date.now());
    expect(pass.voided).toBeFalsy();

    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Record<
      string,
      string
    >;
    const files = readdirSync(dir).filter((name) => !['manifest.json', 'signature'].includes(name));
    expect(Object.keys(manifest).sort()).toEqual(files.sort());
    expect(files).toContain('icon.png');
    for (const name of files) {
      const sha1 = createHash('sha1')
        .update(readFileSync(join(dir, name)))
        .digest('hex');
      expect(manifest[name], name).toBe(sha1);
    }
    const checked = execFileSync(
      'openssl',
      ['smime', '-verify', '-noverify', '-binary', '-inform', 'DER', '-in', 'signature'].concat([
        '-content',
        'manifest.json',
        '-out',
        '/dev/null',
      ]),
      { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    expect(checked).toBeDefined();
    // An altered manifest no longer verifies.
    writeFileSync(join(dir, 'manifest.json'), '{}');
    expect(() =>
      execFileSync(
        'openssl',
        ['smime', '-verify', '-noverify', '-binary', '-inform', 'DER', '-in', 'signature'].concat([
          '-content',
          'manifest.json',
          '-out',
          '/dev/null',
        ]),
        { cwd: dir, stdio: 'ignore' },
      ),
    ).toThrow();
  });

  it('shows a lapsed membership as expired', async () => {
    const response = await memberGet('lapsed@example.com', '/api/card/apple-pass');
    const dir = unzipped(response.rawPayload);
    const pass = JSON.parse(readFileSync(join(dir, 'pass.json'), 'utf8')) as {
      expirationDate: string;
    };
    expect(new Date(pass.expirationDate).getTime()).toBeLessThan(Date.now());
  });
});

/** The Generic pass object as Google documents it (genericObject: the fields this portal sets). */
const localized = z.object({
  defaultValue: z.object({ language: z.string(), value: z.string().min(1) }),
});
const genericObjectSchema = z.object({
  id: z.string().regex(/^\d+\.[\w.-]+$/),
  classId: z.string().regex(/^\d+\.[\w.-]+$/),
  state: z.enum(['ACTIVE', 'COMPLETED', 'EXPIRED', 'INACTIVE']),
  cardTitle: localized,
  header: localized,
  subheader: localized.optional(),
  hexBackgroundColor: z.string().regex(/^#[0-9a-f]{6}$/i),
  barcode: z.object({
    type: z.literal('QR_CODE'),
    value: z.string(),
    alternateText: z.string().optional(),
  }),
  textModulesData: z.array(z.object({ id: z.string(), header: z.string(), body: z.string() })),
  validTimeInterval: z.object({ end: z.object({ date: z.iso.datetime() }) }).optional(),
});

async function savedObject(email: string) {
  const response = await memberGet(email, '/api/card/google-wallet');
  expect(response.statusCode).toBe(200);
  const { url } = response.json<{ data: { url: string } }>().data;
  expect(url).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
  const publicKey = await importSPKI(
    createPublicKey(wallets.google?.privateKey ?? '')
      .export({ format: 'pem', type: 'spki' })
      .toString(),
    'RS256',
  );
  const { payload, protectedHeader } = await jwtVerify(url.split('/').pop() ?? '', publicKey, {
    issuer: 'wallet@test-project.iam.gserviceaccount.com',
    audience: 'google',
  });
  expect(protectedHeader.alg).toBe('RS256');
  expect(payload.typ).toBe('savetowallet');
  const body = payload.payload as { genericClasses: { id: string }[]; genericObjects: unknown[] };
  const object = genericObjectSchema.parse(body.genericObjects[0]);
  expect(body.genericClasses).toEqual([{ id: object.classId }]);
  return object;
}

describe('the Google Wallet link', () => {
  it('is a JWT signed with the service account that verifies and carries a Generic pass', async () => {
    const card = await cardOf('active@example.com');
    const object = await savedObject('active@example.com');
    expect(object.state).toBe('ACTIVE');
    expect(object.id.startsWith('3388000000012345678.card-')).toBe(true);
    expect(object.header.defaultValue.value).toBe(card.name);
    expect(object.barcode.value).toBe(card.verify_url);
    expect(new Date(object.validTimeInterval?.end.date ?? 0).getTime()).toBeGreaterThan(Date.now());
  });

  it('is EXPIRED for a lapsed membership', async () => {
    expect((await savedObject('lapsed@example.com')).state).toBe('EXPIRED');
  });
});

describe('the staff scanner’s offline list', () => {
  it('is staff-only', async () => {
    const url = '/api/staff/card-check/offline';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await memberGet('active@example.com', url)).statusCode).toBe(403);
  });

  it('gives the public key that checks a card, the revoked cards and what the current ones show', async () => {
    const first = await cardOf('active@example.com');
    const { auth } = await seededMember(t.app, t.db, 'active@example.com');
    await t.app.inject({ method: 'POST', url: '/api/card/reissue', headers: auth });
    const second = await cardOf('active@example.com');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/staff/card-check/offline',
      headers: await staffBearer(t.app, t.db, 'admin@example.com'),
    });
    expect(response.statusCode).toBe(200);
    const list = response.json<{ data: OfflineCardList }>().data;
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: list.public_key },
      format: 'jwk',
    });
    const [payload = '', signature = ''] = second.token.split('~');
    expect(
      verify(null, Buffer.from(payload, 'base64url'), key, Buffer.from(signature, 'base64url')),
    ).toBe(true);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { m: number };
    expect(list.revoked).toContainEqual([claims.m, first.serial]);
    expect(list.cards).toContainEqual(
      expect.objectContaining({
        m: claims.m,
        c: second.serial,
        name: second.name,
        member_active: true,
      }),
    );
    expect(list.cards.some((card) => card.m === claims.m && card.c === first.serial)).toBe(false);
  });
});
