import { describe, expect, it } from 'vitest';
import { applicationRouteId, decodeId, encodeId } from './route-id';

describe('route ids', () => {
  it('names an application by its number, and reads it back in any case or padding', () => {
    expect(applicationRouteId(9)).toBe('PA-000009');
    expect(decodeId('PA-000009')).toBe(9);
    expect(decodeId('pa-9')).toBe(9);
    expect(decodeId('PA9')).toBe(9);
    expect(decodeId('PA-1234567')).toBe(1234567);
  });

  it('keeps reading the base64 ids of older links', () => {
    expect(encodeId(9)).toBe('OQ==');
    expect(decodeId('OQ==')).toBe(9);
    expect(decodeId(encodeId(12345))).toBe(12345);
  });

  it('refuses what names no record', () => {
    for (const bad of ['PA-0', 'PA-', 'PA-99999999999', 'PB-000009', 'PA-00-9', '', '!!']) {
      expect(decodeId(bad), bad).toBeNull();
    }
    expect(() => applicationRouteId(0)).toThrow(RangeError);
  });
});
