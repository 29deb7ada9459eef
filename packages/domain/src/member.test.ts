import { describe, expect, it } from 'vitest';
import { loginOutcome, type LoginUser } from './member';

function user(overrides: Partial<LoginUser> = {}): LoginUser {
  return {
    id: 7,
    kind: 'applicant',
    name: 'Asha Rao',
    email: 'asha@example.com',
    mobile_number: '9123456780',
    steps: 4,
    is_draft: 0,
    journey: 'new',
    plan: { id: 3, name: 'Gold' },
    membership_id: 3,
    plan_history: {
      id: 9,
      app_id: 7,
      history_type: 'new',
      app_filled: true,
      cancelled: false,
      approval_governing_1: 1,
      approval_governing_2: 1,
      payment_status: 0,
    },
    Unique_id: null,
    manual: 0,
    pdf_standalone: null,
    ...overrides,
  };
}

describe('loginOutcome (member spec §4.4)', () => {
  it('signs a member in whatever their application says', () => {
    expect(loginOutcome(user({ kind: 'member', steps: 2, Unique_id: 'PM-0001' }))).toEqual({
      to: 'signed-in',
    });
  });

  it('sends an unfinished form (steps below 4, or a draft) back to the form', () => {
    expect(loginOutcome(user({ steps: 3 }))).toEqual({ to: 'membership-form' });
    expect(loginOutcome(user({ is_draft: 1 }))).toEqual({ to: 'membership-form' });
  });

  it('sends an application waiting for either governing-body approval to the review', () => {
    const history = user().plan_history!;
    expect(loginOutcome(user({ plan_history: { ...history, approval_governing_2: 0 } }))).toEqual({
      to: 'application-review',
    });
    expect(loginOutcome(user({ plan_history: { ...history, approval_governing_1: 0 } }))).toEqual({
      to: 'application-review',
    });
  });

  it('sends an approved, unpaid application to the checkout', () => {
    expect(loginOutcome(user())).toEqual({ to: 'checkout' });
  });

  it('sends a new application already filled, with nothing left to do, back to login', () => {
    const history = user().plan_history!;
    expect(loginOutcome(user({ plan_history: { ...history, payment_status: 1 } }))).toEqual({
      to: 'login',
    });
  });

  it('reads app_filled: a complete application never submitted goes back to the form', () => {
    const history = user().plan_history!;
    expect(
      loginOutcome(user({ plan_history: { ...history, app_filled: false, payment_status: 1 } })),
    ).toEqual({ to: 'membership-form' });
    expect(loginOutcome(user({ plan_history: null }))).toEqual({ to: 'membership-form' });
  });
});
