import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import {
  APP_SECRET_FILE,
  CONFIG_VARIABLES,
  ConfigError,
  DEMO_ASSOCIATION,
  loadConfig,
} from './config';

const dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portico-config-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config).toMatchObject({
      env: 'test',
      isProduction: false,
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve(process.cwd(), 'data'),
      databaseUrl: undefined,
      databasePoolSize: 20,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      smsGatewayUrl: undefined,
      payment: { provider: 'sandbox' },
      logLevel: 'silent',
      trustProxy: false,
    });
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(existsSync(join(config.migrationsDir, 'meta', '_journal.json'))).toBe(true);
  });

  it('defaults to development and derives PUBLIC_URL from PORT', () => {
    const dataDir = tempDir();
    const config = loadConfig({ PORT: '4100', DATA_DIR: dataDir });
    expect(config.env).toBe('development');
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.logLevel).toBe('info');
  });

  it('returns a frozen object', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.payment)).toBe(true);
  });

  it('treats empty variables as unset and trims a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '',
      DATABASE_URL: '',
      PUBLIC_URL: 'https://portal.example.com/',
    });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('https://portal.example.com');
  });

  // Production's other refusals: src/production/production-config.test.ts.
  it('refuses to start in production without APP_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(problemsOf({ NODE_ENV: 'production' })).toContainEqual(
      expect.stringMatching(/^APP_SECRET: is required in production/),
    );
  });

  it('refuses a short APP_SECRET', () => {
    expect(problemsOf({ NODE_ENV: 'test', APP_SECRET: 'short' })).toEqual([
      'APP_SECRET: must be at least 32 characters',
    ]);
  });

  it('takes METRICS_TOKEN, refusing a short one', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).metricsToken).toBeUndefined();
    const token = 'scrape-token-0123456789';
    expect(loadConfig({ NODE_ENV: 'test', METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(problemsOf({ NODE_ENV: 'test', METRICS_TOKEN: 'short' })).toEqual([
      'METRICS_TOKEN: must be at least 16 characters',
    ]);
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({
      NODE_ENV: 'staging',
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/db',
      PAYMENT_PROVIDER: 'paypal',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'NODE_ENV',
      'PORT',
      'DATABASE_URL',
      'PAYMENT_PROVIDER',
    ]);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration:\n {2}- PORT: /);
  });

  it("needs the IRP's credentials when EINVOICE_PROVIDER is nic (decision 086)", () => {
    expect(problemsOf({ NODE_ENV: 'test', EINVOICE_PROVIDER: 'nic' })).toEqual([
      'EINVOICE_API_URL: is required when EINVOICE_PROVIDER=nic',
      'EINVOICE_CLIENT_ID: is required when EINVOICE_PROVIDER=nic',
      'EINVOICE_CLIENT_SECRET: is required when EINVOICE_PROVIDER=nic',
      'EINVOICE_USERNAME: is required when EINVOICE_PROVIDER=nic',
      'EINVOICE_PASSWORD: is required when EINVOICE_PROVIDER=nic',
      'EINVOICE_PUBLIC_KEY_PATH: is required when EINVOICE_PROVIDER=nic',
      'EINVOICE_GSTIN: is required when EINVOICE_PROVIDER=nic (or ASSOCIATION_GSTIN)',
    ]);
  });

  it('needs the three provider keys when PAYMENT_PROVIDER is razorpay', () => {
    expect(problemsOf({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'razorpay' })).toEqual([
      'RAZORPAY_KEY_ID: is required when PAYMENT_PROVIDER=razorpay',
      'RAZORPAY_KEY_SECRET: is required when PAYMENT_PROVIDER=razorpay',
      'RAZORPAY_WEBHOOK_SECRET: is required when PAYMENT_PROVIDER=razorpay',
    ]);
    const config = loadConfig({
      NODE_ENV: 'test',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
    });
    expect(config.payment).toEqual({
      provider: 'razorpay',
      keyId: 'rzp_test_1',
      keySecret: 'secret',
      webhookSecret: 'hook',
    });
  });

  it('generates the development secret once into DATA_DIR and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(first.appSecretSource).toBe('file');
    expect(first.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, APP_SECRET_FILE), 'utf8').trim()).toBe(first.appSecret);

    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(second.appSecret).toBe(first.appSecret);
  });

  it('gives tests a throwaway secret without touching DATA_DIR', () => {
    const dataDir = tempDir();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(config.appSecretSource).toBe('ephemeral');
    expect(existsSync(join(dataDir, APP_SECRET_FILE))).toBe(false);
  });

  describe('the association on tax invoices and its numbering', () => {
    it('defaults to the demo association in Maharashtra, PM- members and PT invoices', () => {
      expect(loadConfig({ NODE_ENV: 'test' }).association).toEqual(DEMO_ASSOCIATION);
      expect(DEMO_ASSOCIATION).toMatchObject({
        gstin: '27AAAAA0000A1Z2',
        state: 'Maharashtra',
        invoicePrefix: 'PT',
        memberNumberPrefix: 'PM-',
        sacCode: '999511',
        email: 'membership@example.com',
        phone: '+91 22 4000 0000',
      });
    });

    it('reads every variable, trimmed, the GSTIN in capitals', () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        ASSOCIATION_NAME: ' Event Makers Association ',
        ASSOCIATION_ADDRESS: '5 MG Road, Bengaluru 560001, Karnataka',
        ASSOCIATION_GSTIN: '29aabca1234b1zd',
        ASSOCIATION_STATE: 'Karnataka',
        INVOICE_PREFIX: 'EMA',
        MEMBER_NUMBER_PREFIX: 'EMA/',
        SAC_CODE: '999599',
        ASSOCIATION_EMAIL: ' help@ema.example.org ',
        ASSOCIATION_PHONE: ' +91 80 1234 5678 ',
      });
      expect(config.association).toEqual({
        name: 'Event Makers Association',
        address: '5 MG Road, Bengaluru 560001, Karnataka',
        gstin: '29AABCA1234B1ZD',
        state: 'Karnataka',
        invoicePrefix: 'EMA',
        memberNumberPrefix: 'EMA/',
        sacCode: '999599',
        email: 'help@ema.example.org',
        phone: '+91 80 1234 5678',
        // Set only in the back office's Settings.
        shortName: null,
        gstRateBasisPoints: 1800,
        roundOffTotals: false,
        logo: null,
        signatoryName: null,
        signatoryDesignation: null,
        // The operator's address has no city or PIN of the demo's (decision 085).
        city: null,
        pin: null,
        eInvoicing: false,
      });
      expect(Object.isFrozen(config.association)).toBe(true);
    });

    it("takes the state from the GSTIN's code when ASSOCIATION_STATE is not set", () => {
      expect(
        loadConfig({ NODE_ENV: 'test', ASSOCIATION_GSTIN: '07AABCA1234B1ZJ' }).association.state,
      ).toBe('Delhi');
    });

    it('refuses malformed values', () => {
      expect(
        problemsOf({
          NODE_ENV: 'test',
          ASSOCIATION_GSTIN: '27AAAAA0000A1Z',
          INVOICE_PREFIX: 'pt/x',
          MEMBER_NUMBER_PREFIX: 'PM 0',
          SAC_CODE: '9995',
        }),
      ).toEqual([
        'ASSOCIATION_GSTIN: must be a 15-character GSTIN',
        'INVOICE_PREFIX: must be 1 to 4 capital letters or digits',
        'MEMBER_NUMBER_PREFIX: must be 1 to 8 capital letters, digits, - or /',
        'SAC_CODE: must be a 6-digit SAC code',
      ]);
      expect(problemsOf({ NODE_ENV: 'test', INVOICE_PREFIX: 'ABCDE' })).toEqual([
        'INVOICE_PREFIX: must be 1 to 4 capital letters or digits',
      ]);
      expect(problemsOf({ NODE_ENV: 'test', MEMBER_NUMBER_PREFIX: 'MEMBERS-1' })).toEqual([
        'MEMBER_NUMBER_PREFIX: must be 1 to 8 capital letters, digits, - or /',
      ]);
    });

    it('refuses a state that is not the GSTIN’s, or not a state at all', () => {
      expect(
        problemsOf({
          NODE_ENV: 'test',
          ASSOCIATION_GSTIN: '27AABCA1234B1ZH',
          ASSOCIATION_STATE: 'Karnataka',
        }),
      ).toEqual([
        'ASSOCIATION_STATE: is not the state of ASSOCIATION_GSTIN 27AABCA1234B1ZH (state code 27)',
      ]);
      // Without a GSTIN of its own, a state other than the demo GSTIN's is refused too.
      expect(problemsOf({ NODE_ENV: 'test', ASSOCIATION_STATE: 'Goa' })).toEqual([
        'ASSOCIATION_STATE: is not the state of ASSOCIATION_GSTIN 27AAAAA0000A1Z2 (state code 27)',
      ]);
      expect(
        problemsOf({
          NODE_ENV: 'test',
          ASSOCIATION_GSTIN: '27AABCA1234B1ZH',
          ASSOCIATION_STATE: 'Maharastra',
        }),
      ).toEqual([
        'ASSOCIATION_STATE: must be a state or union territory as GST names it, e.g. Maharashtra',
      ]);
      expect(problemsOf({ NODE_ENV: 'test', ASSOCIATION_GSTIN: '99AABCA1234B1Z6' })).toEqual([
        'ASSOCIATION_GSTIN: must start with the GST code of a state or union territory',
      ]);
    });
  });

  it('resolves DATA_DIR and WEB_DIST_DIR against the working directory', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'tmp/data', WEB_DIST_DIR: 'web' });
    expect(config.dataDir).toBe(resolve(process.cwd(), 'tmp/data'));
    expect(config.webDistDir).toBe(resolve(process.cwd(), 'web'));
  });
});

describe('TRUST_PROXY', () => {
  const trustProxyOf = (value: string) =>
    loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).trustProxy;

  it("trusts no proxy when unset, empty or 'false'", () => {
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
    expect(trustProxyOf('  ')).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('FALSE')).toBe(false);
  });

  it("trusts whatever connects with 'true'", () => {
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf(' True ')).toBe(true);
  });

  it('takes a comma-separated list of addresses, CIDR ranges and proxy-addr names', () => {
    expect(trustProxyOf('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(trustProxyOf(' 10.0.0.0/8, 192.168.1.0/24 ,::1, fd00::/8,loopback ')).toEqual([
      '10.0.0.0/8',
      '192.168.1.0/24',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(trustProxyOf('0.0.0.0/0')).toEqual(['0.0.0.0/0']);
    expect(trustProxyOf('2001:db8::/128')).toEqual(['2001:db8::/128']);
  });

  it('refuses a hop count, which cannot tell the proxy from a spoofing client', () => {
    expect(problemsOf({ NODE_ENV: 'test', TRUST_PROXY: '1' })).toEqual([
      "TRUST_PROXY: a hop count cannot tell the proxy from a client that sends X-Forwarded-For itself; list the proxies' addresses or CIDR ranges instead",
    ]);
  });

  it.each([
    ['yes'],
    ['10.0.0'],
    ['10.0.0.0/33'],
    ['::1/129'],
    ['10.0.0.0/8/1'],
    ['10.0.0.0/x'],
    ['10.0.0.1,'],
    ['proxy.example.com'],
  ])('refuses %s', (value) => {
    expect(problemsOf({ NODE_ENV: 'test', TRUST_PROXY: value })).toEqual([
      "TRUST_PROXY: must be 'true', 'false' or a comma-separated list of IP addresses and CIDR ranges",
    ]);
  });
});

describe('the documented configuration', () => {
  const read = (path: string) =>
    readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), 'utf8');

  it('names every variable the server reads in the README and in the production env example', () => {
    const readme = read('README.md');
    const example = read('deploy/portico.env.example');
    expect(CONFIG_VARIABLES.length).toBeGreaterThan(30);
    expect(CONFIG_VARIABLES.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
    // PORT and HOST are the systemd unit's, per instance: the example names them in a comment only,
    // since a value in the env file would override the unit's (deploy/systemd/portico@.service).
    const setByTheUnit = ['PORT', 'HOST'];
    const inTheExample = (name: string) =>
      setByTheUnit.includes(name)
        ? example.includes(name) && !new RegExp(`^${name}=`, 'm').test(example)
        : new RegExp(`^${name}=`, 'm').test(example);
    expect(CONFIG_VARIABLES.filter((name) => !inTheExample(name))).toEqual([]);
  });
});
