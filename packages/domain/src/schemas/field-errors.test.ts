import { describe, expect, it } from 'vitest';
import { fieldErrors, MAX_FIELD_ERRORS } from './field-errors';

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

  it('names at most MAX_FIELD_ERRORS paths, the first ones', () => {
    const issues = Array.from({ length: 20_000 }, (_, row) => ({
      path: ['director', row, 'email'],
      message: 'Email is required',
    }));
    const errors = fieldErrors({ issues });
    expect(Object.keys(errors)).toHaveLength(MAX_FIELD_ERRORS);
    expect(errors['director.0.email']).toBe('Email is required');
  });
});
