import { describe, expect, it } from 'vitest';
import { gstStateCode, gstStateName } from './gst-states';

describe('GST state codes', () => {
  it('gives the code of a state name and the name of a code, each the inverse of the other', () => {
    expect(gstStateCode('Maharashtra')).toBe('27');
    expect(gstStateCode(' Karnataka ')).toBe('29');
    expect(gstStateName('27')).toBe('Maharashtra');
    expect(gstStateName('07')).toBe('Delhi');
    for (const name of ['Odisha', 'Ladakh', 'Dadra and Nagar Haveli and Daman and Diu']) {
      expect(gstStateName(gstStateCode(name))).toBe(name);
    }
  });

  it('answers null for what is not in the list', () => {
    expect(gstStateCode('Atlantis')).toBeNull();
    expect(gstStateCode(null)).toBeNull();
    expect(gstStateName('99')).toBeNull();
    expect(gstStateName('')).toBeNull();
    expect(gstStateName(undefined)).toBeNull();
  });
});
