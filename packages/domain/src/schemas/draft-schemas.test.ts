import { describe, expect, it } from 'vitest';
import { MAX_DIRECTORS } from '../constants';
import { directorsDraftSchema } from './directors.schema';
import { otherDetailsDraftSchema } from './other-details.schema';
import { proposersDraftSchema } from './proposers.schema';

const blank = { name: '', email: '', mobile_number: '' };

describe('draft schemas keep what was typed, in the right shape', () => {
  it('directors: partial rows are kept, blank rows dropped, more than five refused', () => {
    const draft = directorsDraftSchema.parse({
      director: [{ name: 'Ravi', email: 'not-an-email', mobile_number: '12' }, blank],
    });
    expect(draft.director).toEqual([{ name: 'Ravi', email: 'not-an-email', mobile_number: '12' }]);
    expect(directorsDraftSchema.parse({ director: null }).director).toEqual([]);
    const six = Array.from({ length: MAX_DIRECTORS + 1 }, () => ({ ...blank, name: 'A' }));
    expect(directorsDraftSchema.safeParse({ director: six }).success).toBe(false);
    expect(directorsDraftSchema.safeParse({ director: [{ name: { x: 1 } }] }).success).toBe(false);
    expect(directorsDraftSchema.safeParse({ director: 'not json' }).success).toBe(false);
  });

  it('proposers: up to two rows of anything, never three', () => {
    const rows = [
      { row_id: 1, name: 'A', director: '', email: 'nope', mobile_number: '' },
      { row_id: 2, name: '', director: '', email: '', mobile_number: '' },
    ];
    const draft = proposersDraftSchema.parse({ members: JSON.stringify(rows) });
    expect(draft.members[0]).toMatchObject({ name: 'A', email: 'nope' });
    expect(draft).toMatchObject({ signature: '', stamp: '' });
    expect(proposersDraftSchema.safeParse({ members: [rows[0]] }).success).toBe(true);
    expect(proposersDraftSchema.safeParse({ members: [] }).success).toBe(true);
    expect(proposersDraftSchema.safeParse({ members: [...rows, rows[1]] }).success).toBe(false);
  });

  it('other details: short description, bad links and an unticked box are kept', () => {
    expect(
      otherDetailsDraftSchema.parse({ description: 'short', meta: 'nope', membership_checked: 0 }),
    ).toEqual({
      description: 'short',
      meta: 'nope',
      linkedin: '',
      instagram: '',
      youtube: '',
      membership_checked: false,
    });
    expect(otherDetailsDraftSchema.safeParse({ description: ['x'] }).success).toBe(false);
  });
});
