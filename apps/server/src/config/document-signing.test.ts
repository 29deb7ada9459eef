// DOCUMENT_SIGNING_P12_PATH (decision 078): a certificate set but unusable stops the start, in
// production and elsewhere; a usable one is opened once, at start.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../../test/support/production-env';
import { makeTestCertificate } from '../../test/support/signing-certificate';
import { ConfigError, loadConfig } from '../config';

const certificate = makeTestCertificate('Signing Config Test');

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('the document signing certificate', () => {
  it('is opened at start, and invoices are signed with it', () => {
    const config = loadConfig({
      ...PRODUCTION_ENV,
      DOCUMENT_SIGNING_P12_PATH: certificate.path,
      DOCUMENT_SIGNING_P12_PASSPHRASE: certificate.passphrase,
    });
    expect(config.documentSigning).toMatchObject({ subject: 'Signing Config Test' });
    expect(config.documentSigning!.notAfter.getTime()).toBeGreaterThan(Date.now());
    expect(loadConfig({ ...PRODUCTION_ENV }).documentSigning).toBeNull();
  });

  it('refuses a production start when the file cannot be read', () => {
    const missing = join(certificate.dir, 'missing.p12');
    expect(problemsOf({ ...PRODUCTION_ENV, DOCUMENT_SIGNING_P12_PATH: missing })).toEqual([
      `DOCUMENT_SIGNING_P12_PATH: cannot read ${missing} (ENOENT)`,
    ]);
  });

  it('refuses a wrong passphrase, in production and in development', () => {
    for (const env of [PRODUCTION_ENV, { NODE_ENV: 'development' }]) {
      const problems = problemsOf({
        ...env,
        DOCUMENT_SIGNING_P12_PATH: certificate.path,
        DOCUMENT_SIGNING_P12_PASSPHRASE: 'not-the-passphrase',
      });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^DOCUMENT_SIGNING_P12_PATH: cannot open .* as PKCS#12 with DOCUMENT_SIGNING_P12_PASSPHRASE \(PKCS#12 MAC could not be verified/,
      );
    }
  });

  it('refuses a file that is not PKCS#12', () => {
    const problems = problemsOf({
      NODE_ENV: 'development',
      DOCUMENT_SIGNING_P12_PATH: join(certificate.dir, 'cert.pem'),
    });
    expect(problems[0]).toMatch(/^DOCUMENT_SIGNING_P12_PATH: cannot open .*cert\.pem as PKCS#12/);
  });
});
