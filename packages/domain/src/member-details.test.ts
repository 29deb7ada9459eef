import { describe, expect, it } from 'vitest';
import {
  changedDetails,
  documentQuestion,
  documentsForChanges,
  myDetailsSchema,
  type MyDetailsValues,
} from './member-details';

const before: MyDetailsValues = {
  email: 'Priya@Example.com',
  mobile_number: '9800000002',
  registered_address: '1 MG Road, Kochi',
  registered_city: 'Kochi',
  registered_pin: '682001',
  gst_number: '32AAFFN5678B1ZF',
};

describe('the member’s own details', () => {
  it('counts only the fields that changed (an email differing in case is the same)', () => {
    expect(changedDetails(before, { ...before, email: 'priya@example.com ' })).toEqual([]);
    expect(changedDetails(before, { ...before, mobile_number: '9800000099' })).toEqual([
      'mobile_number',
    ]);
  });

  it('asks for an address proof only when the address changes', () => {
    expect(documentsForChanges(['email', 'mobile_number', 'gst_number'])).toEqual([]);
    expect(documentsForChanges(['registered_address', 'registered_pin'])).toEqual([
      'address_proof',
    ]);
  });

  it('checks a GSTIN with the check character', () => {
    const parsed = myDetailsSchema.safeParse({ ...before, gst_number: '32AAFFN5678B1ZA' });
    expect(parsed.success).toBe(false);
    expect(
      myDetailsSchema.safeParse({ ...before, gst_number: ' 32aaffn5678b1zf ' }).data,
    ).toMatchObject({
      gst_number: '32AAFFN5678B1ZF',
    });
  });

  it('asks one plain question per document', () => {
    expect(documentQuestion('pan_proof')).toBe('Is this still your current PAN card?');
    expect(documentQuestion('moa')).toBe(
      'Is this still your current memorandum of association (MOA)?',
    );
  });
});
