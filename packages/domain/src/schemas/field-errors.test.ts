import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('keys the first message of each path by its dotted form', () => {
    expect(
      fieldErrors({
        issues: [
          { path: ['director', 2, 'email'], message: 'first' },
          { path: ['director', 2, 'email'], message: 'second' },
          { path: ['name'], message: 'Name is required' },
          { path: [], message: 'Invalid input' },
        ],
      }),
    ).toEqual({ 'director.2.email': 'first', name: 'Name is required', '': 'Invalid input' });
  });
});
