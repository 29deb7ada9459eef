import { describe, expect, it } from 'vitest';
import { loginNoticeOf, loginPath, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/register/user/membership-form/MTI=', '/register/user/membership-form/MTI='],
    ['/app/checkout/MTI=?h=3&t=abc', '/app/checkout/MTI=?h=3&t=abc'],
    [
      '/register/user/payment-success/PO-000042#top',
      '/register/user/payment-success/PO-000042#top',
    ],
  ])('keeps the path of this site %s', (next, expected) => {
    expect(safeReturnPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/phish'],
    ['//evil.example/phish'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['register/user'],
    ['/\t/evil.example'],
    ['/login'],
    ['/login?next=/x'],
  ])('refuses %s (another site, not a path, or the login itself)', (next) => {
    expect(safeReturnPath(next)).toBeNull();
  });
});

describe('loginPath', () => {
  it('carries the notice and a safe return path', () => {
    expect(loginPath('/app/checkout/MTI=?h=3')).toBe(
      '/login?notice=sign-in&next=%2Fapp%2Fcheckout%2FMTI%3D%3Fh%3D3',
    );
    expect(loginPath('/register/user/application-review/MTI=', 'application-exists')).toBe(
      '/login?notice=application-exists&next=%2Fregister%2Fuser%2Fapplication-review%2FMTI%3D',
    );
  });

  it('drops a return path to another site', () => {
    expect(loginPath('//evil.example')).toBe('/login?notice=sign-in');
  });

  it('reads only the notices it knows', () => {
    expect(loginNoticeOf('sign-in')).toBe('sign-in');
    expect(loginNoticeOf('application-exists')).toBe('application-exists');
    expect(loginNoticeOf('<script>')).toBeNull();
  });
});
