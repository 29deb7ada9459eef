import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APP_SECRET_MIN_BITS, secretStrength } from './secret-strength';

describe('secretStrength', () => {
  it('scores a single repeated character at zero', () => {
    expect(secretStrength('a'.repeat(40))).toEqual({
      freshCharacters: 1,
      distinctCharacters: 1,
      bits: 0,
    });
  });

  it.each([
    ['ab'.repeat(20)],
    ['0123456789abcdef'.repeat(2)],
    ['changeme-changeme-changeme-changeme'],
    ['password1234password1234password'],
    ['bench-secret-bench-secret-bench-secret-0123'],
    [`${'a'.repeat(39)}1`],
  ])('counts a repeated piece once: %s scores below the minimum', (secret) => {
    expect(secretStrength(secret).bits).toBeLessThan(APP_SECRET_MIN_BITS);
  });

  it('scores the stretch of 16 distinct characters repeated twice at 64 bits', () => {
    expect(secretStrength('0123456789abcdef'.repeat(2))).toEqual({
      freshCharacters: 16,
      distinctCharacters: 16,
      bits: 64,
    });
  });

  it.each([
    ['openssl rand -hex 16', () => randomBytes(16).toString('hex')],
    ['openssl rand -hex 32', () => randomBytes(32).toString('hex')],
    ['openssl rand -base64 32', () => randomBytes(32).toString('base64')],
    ['uuidgen', () => randomUUID()],
  ])('passes random secrets (%s), every one of 2,000', (_name, generate) => {
    for (let round = 0; round < 2000; round += 1) {
      expect(secretStrength(generate()).bits).toBeGreaterThanOrEqual(APP_SECRET_MIN_BITS);
    }
  });

  it('judges a very long secret on its start, quickly', () => {
    const started = performance.now();
    expect(secretStrength('x'.repeat(100_000)).bits).toBe(0);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
