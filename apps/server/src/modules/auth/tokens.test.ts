import { SignJWT, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { UnauthorizedError } from '../../errors';
import { withProvenContact } from './principal';
import { createTokenService, TOKEN_TTL_SECONDS } from './tokens';

const secret = 'a-test-secret-that-is-long-enough-0123456789';

describe('tokens', () => {
  it('round-trips a principal', async () => {
    const tokens = createTokenService(secret);
    const principal = withProvenContact(null, { email: 'Someone@Example.com' });
    const { principal: verified } = await tokens.verify(await tokens.sign(principal));
    expect(verified).toEqual({ kind: 'applicant', emails: ['someone@example.com'], mobiles: [] });
  });

  it('rejects a token signed with another secret', async () => {
    const forged = await createTokenService(`${secret}-other`).sign({
      kind: 'staff',
      staffId: 1,
      email: 'admin@example.com',
      roles: ['admin'],
      zones: [],
    });
    await expect(createTokenService(secret).verify(forged)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
  });

  it('rejects an altered payload', async () => {
    const tokens = createTokenService(secret);
    const token = await tokens.sign({ kind: 'member', memberId: 1, userId: 1 });
    const [header, payload, signature] = token.split('.');
    const altered = Buffer.from(payload ?? '', 'base64url')
      .toString()
      .replace('"memberId":1', '"memberId":2');
    const tampered = `${header}.${Buffer.from(altered).toString('base64url')}.${signature}`;
    await expect(tokens.verify(tampered)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('rejects an expired token', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const tokens = createTokenService(secret, () => now);
    const token = await tokens.sign({ kind: 'member', memberId: 1, userId: 1 });
    now = new Date(now.getTime() + (TOKEN_TTL_SECONDS.member + 1) * 1000);
    await expect(tokens.verify(token)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('rejects a token that expires after it was verified once (remembered or not)', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const tokens = createTokenService(secret, () => now);
    const token = await tokens.sign({ kind: 'member', memberId: 1, userId: 1 });
    const first = await tokens.verify(token);
    expect(await tokens.verify(token)).toBe(first);
    now = new Date(now.getTime() + TOKEN_TTL_SECONDS.member * 1000 - 1000);
    expect((await tokens.verify(token)).principal).toEqual(first.principal);
    now = new Date(now.getTime() + 1000);
    await expect(tokens.verify(token)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(tokens.verify(token)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('refuses a well-signed token without an expiry, an issue time or an id', async () => {
    const tokens = createTokenService(secret);
    const issuedAt = Math.floor(Date.now() / 1000);
    const claims = { principal: { kind: 'member', memberId: 1, userId: 1 } };
    // Signed with the service's own key, as a leaked key or a signing bug would make them.
    const signed = (build: (jwt: SignJWT) => SignJWT) =>
      build(new SignJWT(claims as JWTPayload).setProtectedHeader({ alg: 'HS256' }))
        .setIssuer('portico')
        .sign(new TextEncoder().encode(`token:${secret}`));
    const complete = await signed((jwt) =>
      jwt
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + 60)
        .setJti('a'),
    );
    expect((await tokens.verify(complete)).principal).toEqual(claims.principal);
    for (const token of [
      await signed((jwt) => jwt.setIssuedAt(issuedAt).setJti('b')),
      await signed((jwt) => jwt.setExpirationTime(issuedAt + 60).setJti('c')),
      await signed((jwt) => jwt.setIssuedAt(issuedAt).setExpirationTime(issuedAt + 60)),
    ]) {
      await expect(tokens.verify(token)).rejects.toBeInstanceOf(UnauthorizedError);
    }
  });

  it('remembers what it signs exactly as another process verifies it', async () => {
    const principal = { kind: 'member' as const, memberId: 7, userId: 70 };
    const tokens = createTokenService(secret);
    const text = await tokens.sign(principal, { sessionId: 'session-1' });
    const elsewhere = createTokenService(secret);
    expect(await tokens.verify(text)).toEqual(await elsewhere.verify(text));
    expect(Object.isFrozen((await tokens.verify(text)).principal)).toBe(true);
    expect((await tokens.verify(await tokens.sign(principal))).sessionId).toBeNull();
  });

  it('shares a verified principal frozen, so no request can change it for another', async () => {
    const tokens = createTokenService(secret);
    const token = await tokens.sign({ kind: 'applicant', emails: ['a@example.com'], mobiles: [] });
    const { principal } = await tokens.verify(token);
    expect(Object.isFrozen(principal)).toBe(true);
    expect(principal.kind === 'applicant' && Object.isFrozen(principal.emails)).toBe(true);
  });

  it('extends an applicant principal with a second proven contact', () => {
    const first = withProvenContact(null, { email: 'a@example.com' });
    expect(withProvenContact(first, { mobile: '9800000001' })).toEqual({
      kind: 'applicant',
      emails: ['a@example.com'],
      mobiles: ['9800000001'],
    });
  });
});
