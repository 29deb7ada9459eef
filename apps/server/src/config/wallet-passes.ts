// The Apple Wallet and Google Wallet settings (decision 102), read and opened at start like the
// document signing certificate: a file that cannot be read or a key that does not open stops the
// start, naming the setting, rather than failing on a member's first download. Each wallet is all
// or nothing: without its settings the card page does not offer it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import forge from 'node-forge';
import { z } from 'zod';

type Env = Readonly<Record<string, string | undefined>>;

export type ApplePassConfig = {
  passTypeIdentifier: string;
  teamIdentifier: string;
  /** PEM: the Pass Type ID certificate, its RSA private key, Apple's WWDR intermediate. */
  certificate: string;
  key: string;
  keyPassphrase: string | undefined;
  wwdr: string;
};

export type GoogleWalletConfig = { issuerId: string; clientEmail: string; privateKey: string };

export type WalletConfig = { apple: ApplePassConfig | null; google: GoogleWalletConfig | null };

export const APPLE_PASS_SETTINGS = [
  'APPLE_PASS_TYPE_IDENTIFIER',
  'APPLE_TEAM_IDENTIFIER',
  'APPLE_PASS_CERTIFICATE_PATH',
  'APPLE_PASS_KEY_PATH',
  'APPLE_WWDR_CERTIFICATE_PATH',
] as const;

export const GOOGLE_WALLET_SETTINGS = [
  'GOOGLE_WALLET_ISSUER_ID',
  'GOOGLE_WALLET_SERVICE_ACCOUNT_PATH',
] as const;

type Loaded = { wallets: WalletConfig; problems: string[] };

/** The settings present of a group, and a problem for each missing one when only some are set. */
function group(
  env: Env,
  names: readonly string[],
): { values: string[] | null; problems: string[] } {
  const values = names.map((name) => env[name]?.trim() ?? '');
  if (values.every((value) => value === '')) return { values: null, problems: [] };
  const missing = names.filter((_, index) => values[index] === '');
  const set = names.filter((_, index) => values[index] !== '').join(', ');
  return missing.length === 0
    ? { values, problems: [] }
    : { values: null, problems: missing.map((name) => `${name}: is required with ${set}`) };
}

function readText(setting: string, path: string): string {
  try {
    return readFileSync(resolve(process.cwd(), path), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new Error(`${setting}: cannot read ${path} (${code})`);
  }
}

function opened<T>(setting: string, open: () => T): T {
  try {
    return open();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${setting}: ${reason}`);
  }
}

function loadApple(env: Env): ApplePassConfig {
  const [passTypeIdentifier = '', teamIdentifier = '', certPath = '', keyPath = '', wwdrPath = ''] =
    APPLE_PASS_SETTINGS.map((name) => env[name]?.trim() ?? '');
  const certificate = readText('APPLE_PASS_CERTIFICATE_PATH', certPath);
  const key = readText('APPLE_PASS_KEY_PATH', keyPath);
  const wwdr = readText('APPLE_WWDR_CERTIFICATE_PATH', wwdrPath);
  const keyPassphrase = env.APPLE_PASS_KEY_PASSPHRASE || undefined;
  opened('APPLE_PASS_CERTIFICATE_PATH', () => forge.pki.certificateFromPem(certificate));
  opened('APPLE_WWDR_CERTIFICATE_PATH', () => forge.pki.certificateFromPem(wwdr));
  const rsaKey = opened('APPLE_PASS_KEY_PATH', () =>
    forge.pki.decryptRsaPrivateKey(key, keyPassphrase),
  ) as forge.pki.rsa.PrivateKey | null;
  if (!rsaKey) throw new Error('APPLE_PASS_KEY_PATH: cannot open the RSA key with its passphrase');
  return { passTypeIdentifier, teamIdentifier, certificate, key, keyPassphrase, wwdr };
}

const serviceAccountSchema = z.object({
  client_email: z.string().min(3),
  private_key: z.string().includes('PRIVATE KEY'),
});

function loadGoogle(env: Env): GoogleWalletConfig {
  const path = env.GOOGLE_WALLET_SERVICE_ACCOUNT_PATH?.trim() ?? '';
  const text = readText('GOOGLE_WALLET_SERVICE_ACCOUNT_PATH', path);
  const account = opened('GOOGLE_WALLET_SERVICE_ACCOUNT_PATH', () =>
    serviceAccountSchema.parse(JSON.parse(text)),
  );
  return {
    issuerId: env.GOOGLE_WALLET_ISSUER_ID?.trim() ?? '',
    clientEmail: account.client_email,
    privateKey: account.private_key,
  };
}

function attempt<T>(load: () => T, problems: string[]): T | null {
  try {
    return load();
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    return null;
  }
}

export function loadWalletPasses(env: Env): Loaded {
  const apple = group(env, APPLE_PASS_SETTINGS);
  const google = group(env, GOOGLE_WALLET_SETTINGS);
  const problems = [...apple.problems, ...google.problems];
  return {
    wallets: {
      apple: apple.values ? attempt(() => loadApple(env), problems) : null,
      google: google.values ? attempt(() => loadGoogle(env), problems) : null,
    },
    problems,
  };
}
