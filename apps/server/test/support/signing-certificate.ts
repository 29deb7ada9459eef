// A throwaway PKCS#12 certificate (self-signed, RSA 2048) made with openssl for a test, and pdfsig's
// (poppler-utils) verdict on a signed PDF.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type TestCertificate = { path: string; passphrase: string; dir: string };

export function makeTestCertificate(commonName = 'Portico Test Signer'): TestCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'portico-p12-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  const path = join(dir, 'signer.p12');
  const passphrase = 'test-passphrase';
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '30',
      '-subj',
      `/CN=${commonName}/O=Test Association`,
    ],
    { stdio: 'ignore' },
  );
  execFileSync(
    'openssl',
    [
      'pkcs12',
      '-export',
      '-inkey',
      key,
      '-in',
      cert,
      '-out',
      path,
      '-passout',
      `pass:${passphrase}`,
    ],
    { stdio: 'ignore' },
  );
  return { path, passphrase, dir };
}

/** pdfsig's report of the PDF's signatures (exit status ignored: an unsigned PDF is reported too). */
export function pdfsigReport(pdf: Buffer, dir: string): string {
  const file = join(dir, `checked-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (error) {
    const { stdout } = error as { stdout?: string };
    return stdout ?? '';
  }
}
