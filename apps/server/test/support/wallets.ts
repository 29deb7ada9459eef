// Wallet settings signed with a certificate and keys made for the test (decision 102): an Apple
// pass certificate and WWDR made with openssl, a Google service account's RSA key.
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WalletConfig } from '../../src/config';
import { makeTestCertificate } from './signing-certificate';

export const TEST_PASS_TYPE = 'pass.org.example.test';

export function testWallets(): WalletConfig {
  const signer = makeTestCertificate(`Pass Type ID: ${TEST_PASS_TYPE}`);
  const wwdr = makeTestCertificate('Test WWDR');
  const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    apple: {
      passTypeIdentifier: TEST_PASS_TYPE,
      teamIdentifier: 'TEAM123456',
      certificate: readFileSync(join(signer.dir, 'cert.pem'), 'utf8'),
      key: readFileSync(join(signer.dir, 'key.pem'), 'utf8'),
      keyPassphrase: undefined,
      wwdr: readFileSync(join(wwdr.dir, 'cert.pem'), 'utf8'),
    },
    google: {
      issuerId: '3388000000012345678',
      clientEmail: 'wallet@test-project.iam.gserviceaccount.com',
      privateKey: google.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    },
  };
}
