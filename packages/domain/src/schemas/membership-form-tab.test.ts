import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { basicDetailsSchema } from './basic-details.schema';
import { MEMBERSHIP_FORM_TABS, firstFormTabWithError, formTabOfField } from './membership-form-tab';
import { proposersSchema } from './proposers.schema';

describe('formTabOfField', () => {
  it('finds the tab of a field name or an issue path', () => {
    expect(formTabOfField('pan_number')).toBe(1);
    expect(formTabOfField('moa')).toBe(1);
    expect(formTabOfField(['director', 2, 'email'])).toBe(2);
    expect(formTabOfField(['members', 0, 'mobile_number'])).toBe(3);
    expect(formTabOfField('signature')).toBe(3);
    expect(formTabOfField('stamp')).toBe(3);
    expect(formTabOfField('description')).toBe(4);
    expect(formTabOfField('membership_checked')).toBe(4);
  });

  it('answers null for an unknown field', () => {
    expect(formTabOfField('nope')).toBeNull();
    expect(formTabOfField([])).toBeNull();
  });
});

describe('firstFormTabWithError', () => {
  it('picks the earliest tab holding an error', () => {
    expect(firstFormTabWithError(['description', 'stamp', ['director', 0, 'name']])).toBe(2);
    expect(firstFormTabWithError([])).toBeNull();
  });

  it('reads zod issue paths', () => {
    const basics = basicDetailsSchema({ isStar: true }).safeParse({});
    const members = proposersSchema({ isStar: true }).safeParse({});
    const paths = [...(members.error?.issues ?? []), ...(basics.error?.issues ?? [])].map(
      (issue) => issue.path,
    );
    expect(firstFormTabWithError(paths)).toBe(1);
  });
});

describe('MEMBERSHIP_FORM_TABS', () => {
  it('lists the four tabs in order with their labels', () => {
    expect(MEMBERSHIP_FORM_TABS.map(({ tab, label }) => [tab, label])).toEqual([
      [1, MESSAGES.tabBasicDetails],
      [2, MESSAGES.tabDirectorInformation],
      [3, MESSAGES.tabMembershipDetails],
      [4, MESSAGES.tabOtherDetails],
    ]);
  });
});
