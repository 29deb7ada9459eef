import { describe, expect, it } from 'vitest';
import { forgetLocalTabs, initialForm, upgradeFormFrom } from './initial-form';
import { localIds } from './application-facts';
import { silverApplication, words } from './test-support';

const FETCHED = silverApplication({ steps: 2 });

describe('initialForm: a loaded application merged with the locally held progress', () => {
  it('takes every value from the application when nothing is held locally', () => {
    const form = initialForm(FETCHED, {});
    expect(form.ids).toEqual({ id: 12, app_id: 'APP-0012' });
    expect(form.steps).toBe(2);
    expect(form.basic).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.com' });
    expect(form.directors.director).toEqual([
      { name: 'Meera Kumar', email: 'meera@example.com', mobile_number: '9000000001' },
    ]);
    expect(form.stored).toEqual({ email: 'ravi@example.com', mobile: '9123456789' });
    expect(form.verified).toEqual({ email: 'ravi@example.com', mobile: '9123456789' });
  });

  it('keeps unsaved local progress of the same application over the fetched values', () => {
    const form = initialForm(FETCHED, {
      id: 12,
      steps: 3,
      name: 'Ravi K. Kumar',
      zone: 'south',
      state: '10',
      director: [{ name: 'Arun Kumar', email: 'arun@example.com', mobile_number: '9000000002' }],
      description: words(130),
      membership_checked: true,
      // Not form fields: never taken over the application's.
      journey: 'upgrade',
      plan_history: { app_filled: true },
    });
    expect(form.steps).toBe(3);
    expect(form.basic).toMatchObject({
      name: 'Ravi K. Kumar',
      zone: 'south',
      state: '10',
      // Untouched locally: the server's.
      email: 'ravi@example.com',
      company_name: 'Ravi Sound & Light',
      moa: '/api/files/moa',
    });
    expect(form.directors.director).toEqual([
      { name: 'Arun Kumar', email: 'arun@example.com', mobile_number: '9000000002' },
    ]);
    expect(form.proposers.members[0].email).toBe('member1@example.com');
    expect(form.other).toMatchObject({ description: words(130), membership_checked: true });
    expect(form.journey).toBe('new');
    // The contacts were not edited: verified as the server says.
    expect(form.verified).toEqual({ email: 'ravi@example.com', mobile: '9123456789' });
  });

  it("keeps a document of the application's company record over an empty local edit", () => {
    const form = initialForm(FETCHED, {
      id: 12,
      moa: '',
      aoa: '/api/files/new-aoa',
      pan_number: '',
    });
    expect(form.basic).toMatchObject({
      moa: '/api/files/moa',
      aoa: '/api/files/new-aoa',
      // A field of its own is taken as edited, empty or not.
      pan_number: '',
    });
  });

  it('ignores the local progress of another application, whose contacts then count as verified', () => {
    const form = initialForm(FETCHED, {
      id: 99,
      steps: 4,
      name: 'Someone Else',
      email: 'someone@example.com',
      email_verified: true,
      description: words(200),
    });
    expect(form.steps).toBe(2);
    expect(form.basic).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.com' });
    expect(form.other.description).toBe(FETCHED.description);
    expect(form.verified).toEqual({ email: 'ravi@example.com', mobile: '9123456789' });
  });

  it('does not count contacts as verified because they were loaded when the server says they were not', () => {
    const unverified = silverApplication({ email_verified: false, mobile_verified: false });
    expect(initialForm(unverified, {}).verified).toEqual({ email: null, mobile: null });
    // Nor when other progress is held locally.
    expect(initialForm(unverified, { id: 99 }).verified).toEqual({ email: null, mobile: null });
    expect(initialForm(unverified, { id: 12, name: 'Ravi' }).verified).toEqual({
      email: null,
      mobile: null,
    });
    // One flag each way.
    expect(initialForm(silverApplication({ email_verified: false }), {}).verified).toEqual({
      email: null,
      mobile: '9123456789',
    });
  });

  it('counts a contact equal to the fetched one as verified, any case, when the server says so', () => {
    const form = initialForm(FETCHED, { id: 12, email: 'Ravi@Example.com', email_verified: false });
    expect(form.basic.email).toBe('Ravi@Example.com');
    expect(form.verified.email).toBe('ravi@example.com');
  });

  it('counts a locally edited contact as verified only when the local progress verified that one', () => {
    const verifiedHere = initialForm(FETCHED, {
      id: 12,
      email: 'ravi.kumar@example.com',
      email_verified: true,
      mobile_number: '9123456700',
      mobile_verified: false,
    });
    expect(verifiedHere.basic).toMatchObject({
      email: 'ravi.kumar@example.com',
      mobile_number: '9123456700',
    });
    expect(verifiedHere.verified).toEqual({ email: 'ravi.kumar@example.com', mobile: null });

    // Verified by code here, though the server still holds it unverified (staff changed it).
    const reverified = initialForm(silverApplication({ mobile_verified: false }), {
      id: 12,
      mobile_number: '9123456789',
      mobile_verified: true,
    });
    expect(reverified.verified.mobile).toBe('9123456789');
  });

  it('takes the local progress alone when nothing was loaded', () => {
    const form = initialForm(null, {
      name: 'Asha',
      email: 'asha@example.com',
      email_verified: true,
      mobile_number: '9876543210',
      mobile_verified: false,
      steps: 1,
    });
    expect(form.ids).toBeNull();
    expect(form.stored).toBeNull();
    expect(form.basic.name).toBe('Asha');
    expect(form.verified).toEqual({ email: 'asha@example.com', mobile: null });
  });
});

describe('forgetLocalTabs', () => {
  it("drops a saved tab's fields (tab 1 with its verification flags), keeping the rest", () => {
    const forget = forgetLocalTabs(1);
    expect(forget).toHaveProperty('email', undefined);
    expect(forget).toHaveProperty('email_verified', undefined);
    expect(forget).toHaveProperty('moa', undefined);
    expect(forget).not.toHaveProperty('description');
    expect(forget).not.toHaveProperty('id');
    expect(Object.keys(forgetLocalTabs(2, 3, 4)).sort()).toEqual(
      [
        'description',
        'director',
        'instagram',
        'linkedin',
        'members',
        'membership_checked',
        'meta',
        'signature',
        'stamp',
        'youtube',
      ].sort(),
    );
  });
});

describe('upgradeFormFrom', () => {
  it("counts the member's own contacts as verified whatever the application's flags", () => {
    const form = upgradeFormFrom(silverApplication({ email_verified: false }));
    expect(form.ids).toBeNull();
    expect(form.verified).toEqual({ email: 'ravi@example.com', mobile: '9123456789' });
  });
});

describe('localIds', () => {
  it('sends an app_id held as a number as its digits, the text the save contract takes', () => {
    expect(localIds({ id: 12, app_id: 12 })).toEqual({ id: 12, app_id: '12' });
    expect(localIds({ id: 12, app_id: 'APP-0012' })).toEqual({ id: 12, app_id: 'APP-0012' });
    expect(localIds({ id: 12 })).toEqual({ id: 12, app_id: null });
  });
});
