// The wallet settings (decision 102): each wallet all or nothing, its files read and opened at start,
// so a missing setting, an unreadable file or a key that does not open stops the start by name.
import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTestCertificate } from '../../test/support/signing-certificate';
import { loadWalletPasses } from './wallet-passes';

function appleEnv() {
  const signer = makeTestCertificate('Pass Type ID: pass.org.example.test');
  return {
    APPLE_PASS_TYPE_IDENTIFIER: 'pass.org.example.test',
    APPLE_TEAM_IDENTIFIER: 'TEAM123456',
    APPLE_PASS_CERTIFICATE_PATH: join(signer.dir, 'cert.pem'),
    APPLE_PASS_KEY_PATH: join(signer.dir, 'key.pem'),
    APPLE_WWDR_CERTIFICATE_PATH: join(signer.dir, 'cert.pem'),
    dir: signer.dir,
  };
}

describe('the wallet settings', () => {
  it('offers no wallet when none is set', () => {
    expect(loadWalletPasses({})).toEqual({ wallets: { apple: null, google: null }, problems: [] });
  });

  it('opens the Apple pass certificate and key, and the Google service account', () => {
    const { dir, ...apple } = appleEnv();
    const account = join(dir, 'account.json');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(
      account,
      JSON.stringify({
        client_email: 'wallet@example.iam.gserviceaccount.com',
        private_key: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      }),
    );
    const loaded = loadWalletPasses({
      ...apple,
      GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
      GOOGLE_WALLET_SERVICE_ACCOUNT_PATH: account,
    });
    expect(loaded.problems).toEqual([]);
    expect(loaded.wallets.apple?.teamIdentifier).toBe('TEAM123456');
    expect(loaded.wallets.google?.clientEmail).toBe('wallet@example.iam.gserviceaccount.com');
  });

  it('names a missing setting, an unreadable file and a file that is not a key', () => {
    const { dir, ...apple } = appleEnv();
    expect(loadWalletPasses({ APPLE_TEAM_IDENTIFIER: 'TEAM123456' }).problems).toContain(
      'APPLE_PASS_TYPE_IDENTIFIER: is required with APPLE_TEAM_IDENTIFIER',
    );
    const unreadable = loadWalletPasses({
      ...apple,
      APPLE_PASS_KEY_PATH: join(dir, 'missing.pem'),
    });
    expect(unreadable.wallets.apple).toBeNull();
    expect(unreadable.problems[0]).toMatch(
      /^APPLE_PASS_KEY_PATH: cannot read .*missing\.pem \(ENOENT\)$/,
    );
    const notAKey = loadWalletPasses({
      ...apple,
      APPLE_PASS_KEY_PATH: apple.APPLE_PASS_CERTIFICATE_PATH,
    });
    expect(notAKey.problems[0]).toMatch(/^APPLE_PASS_KEY_PATH: /);
    writeFileSync(join(dir, 'bad.json'), '{"client_email": "x"}');
    const google = loadWalletPasses({
      GOOGLE_WALLET_ISSUER_ID: '1',
      GOOGLE_WALLET_SERVICE_ACCOUNT_PATH: join(dir, 'bad.json'),
    });
    expect(google.problems[0]).toMatch(/^GOOGLE_WALLET_SERVICE_ACCOUNT_PATH: /);
  });
});
