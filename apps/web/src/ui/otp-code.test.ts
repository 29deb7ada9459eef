import { describe, expect, it } from 'vitest';
import { fillCode, keyAction, typedEdit } from './otp-code';

describe('one-time code edits', () => {
  it('types forward from the box, never past the first empty one', () => {
    expect(typedEdit('12', 2, '3', 4)).toEqual({ code: '123', focus: 3 });
    // A click on box 4 lands on box 3: what is typed there goes to the first empty box.
    expect(fillCode('12', 3, '9', 4)).toEqual({ code: '129', focus: 3 });
  });

  it('keeps the new digit typed over an old one, on either side of it', () => {
    expect(typedEdit('123', 1, '29', 4)).toEqual({ code: '193', focus: 2 });
    expect(typedEdit('123', 1, '92', 4)).toEqual({ code: '193', focus: 2 });
  });

  it('removes the digit of an emptied box and ignores anything but digits', () => {
    expect(typedEdit('123', 1, '', 4)).toEqual({ code: '13', focus: 1 });
    expect(typedEdit('12', 2, 'x', 4)).toEqual({ code: '12', focus: 2 });
  });

  it('fills every box from a full code, whichever box it lands in', () => {
    expect(fillCode('1', 1, '98765', 4)).toEqual({ code: '98765', focus: 3 });
  });

  it('maps the editing and moving keys', () => {
    expect(keyAction('Backspace', 2, '12')).toEqual({
      kind: 'edit',
      edit: { code: '1', focus: 1 },
    });
    expect(keyAction('Delete', 0, '12')).toEqual({ kind: 'edit', edit: { code: '2', focus: 0 } });
    expect(keyAction('Backspace', 0, '')).toEqual({ kind: 'none' });
    expect(keyAction('ArrowRight', 1, '12')).toEqual({ kind: 'focus', index: 2 });
    expect(keyAction('ArrowRight', 2, '12')).toEqual({ kind: 'focus', index: 2 });
    expect(keyAction('End', 0, '123')).toEqual({ kind: 'focus', index: 3 });
    expect(keyAction('a', 0, '')).toBeNull();
  });
});
