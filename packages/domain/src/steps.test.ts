import { describe, it, expect } from 'vitest';
import {
  ADMIN_STEPS,
  APPLICANT_STEPS,
  MEMBER_STEPS,
  completedStepCount,
  isFullWidthPath,
  progressPercent,
  stepFlowForPath,
  stepHeading,
  stepIndexForPath,
  stepStates,
  stepsCompletedText,
} from './steps';

describe('step lists', () => {
  it('match the specs', () => {
    expect(APPLICANT_STEPS.map((step) => step.label)).toEqual([
      'Select Membership',
      'Membership Form',
      'Application In Review',
      'Checkout',
      'Status',
    ]);
    expect(MEMBER_STEPS.map((step) => step.key)).toEqual(['plan-status', 'checkout', 'thank-you']);
    expect(MEMBER_STEPS.map((step) => step.label)).toEqual([
      'Plan Status',
      'Checkout',
      'Thank You',
    ]);
    expect(ADMIN_STEPS.map((step) => step.label)).toEqual([
      'Membership',
      'Membership Form',
      'Application In Review',
    ]);
  });
});

describe('isFullWidthPath', () => {
  it('is true for admin and office-update paths', () => {
    expect(isFullWidthPath('/admin-update/user/membership-form/MTI=')).toBe(true);
    expect(isFullWidthPath('/office-update/user/select-membership')).toBe(true);
    expect(isFullWidthPath('/admin/user/select-membership')).toBe(true);
    expect(isFullWidthPath('/register/user/membership-form')).toBe(false);
    expect(isFullWidthPath('/app/plan-status')).toBe(false);
  });
});

describe('stepFlowForPath', () => {
  it('uses the applicant flow on upgrade paths even when signed in', () => {
    expect(stepFlowForPath('/app/upgrade/checkout/MTI=', true)).toEqual({
      kind: 'applicant',
      steps: APPLICANT_STEPS,
    });
  });

  it('uses the admin flow on staff paths', () => {
    expect(stepFlowForPath('/admin-update/user/membership-form', true).kind).toBe('admin');
    expect(stepFlowForPath('/office-update/user/membership-form', false).kind).toBe('admin');
    expect(stepFlowForPath('/office-update/user/membership-form', false).steps).toBe(ADMIN_STEPS);
  });

  it('uses the member flow when signed in and the applicant flow otherwise', () => {
    expect(stepFlowForPath('/app/plan-status', true)).toEqual({
      kind: 'member',
      steps: MEMBER_STEPS,
    });
    expect(stepFlowForPath('/register/user/select-membership', false).kind).toBe('applicant');
  });
});

describe('stepIndexForPath', () => {
  it('finds the step key as a path segment', () => {
    expect(stepIndexForPath('/register/user/membership-form', APPLICANT_STEPS)).toBe(1);
    expect(stepIndexForPath('/app/upgrade/application-review/MTI=', APPLICANT_STEPS)).toBe(2);
    expect(stepIndexForPath('/register/user/payment-success/order_1', APPLICANT_STEPS)).toBe(4);
    expect(stepIndexForPath('/app/thank-you/ORD123', MEMBER_STEPS)).toBe(2);
    expect(stepIndexForPath('/app/checkout/MTI=?x=1', MEMBER_STEPS)).toBe(1);
  });

  it('counts the upgrade’s check as the form step: the category is chosen by then', () => {
    expect(stepIndexForPath('/app/upgrade/confirm', APPLICANT_STEPS)).toBe(1);
    expect(APPLICANT_STEPS[1].label).toBe('Membership Form');
  });

  it('is 0 when no segment is a step key', () => {
    expect(stepIndexForPath('/register/user', APPLICANT_STEPS)).toBe(0);
    expect(stepIndexForPath('/app', MEMBER_STEPS)).toBe(0);
    expect(stepIndexForPath('/app/checkouts', MEMBER_STEPS)).toBe(0);
  });
});

describe('header and counter', () => {
  it('pads the step number to two digits', () => {
    expect(stepHeading(1)).toBe('Step 01');
    expect(stepHeading(5)).toBe('Step 05');
    expect(stepHeading(12)).toBe('Step 12');
  });

  it('keeps the integer part of the progress', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(1, 5)).toBe(20);
    expect(progressPercent(29, 100)).toBe(29);
    expect(progressPercent(1, 0)).toBe(0);
  });

  it('reads N Out of M', () => {
    expect(stepsCompletedText(2, 5)).toBe('2 Out of 5');
    expect(stepsCompletedText(0, 3)).toBe('0 Out of 3');
  });
});

describe('stepStates', () => {
  it('marks earlier steps complete, the current active and later pending', () => {
    const states = stepStates(APPLICANT_STEPS, 2, '/register/user/application-review/MTI=');
    expect(states).toEqual(['complete', 'complete', 'active', 'pending', 'pending']);
    expect(completedStepCount(states)).toBe(2);
  });

  it('marks the last step complete on payment-success', () => {
    const path = '/register/user/payment-success/order_1';
    const states = stepStates(APPLICANT_STEPS, stepIndexForPath(path, APPLICANT_STEPS), path);
    expect(states).toEqual(['complete', 'complete', 'complete', 'complete', 'complete']);
    expect(completedStepCount(states)).toBe(5);
  });

  it('marks the last step complete on thank-you', () => {
    expect(stepStates(MEMBER_STEPS, 2, '/app/thank-you/ORD1')).toEqual([
      'complete',
      'complete',
      'complete',
    ]);
  });

  it('keeps the last step active elsewhere', () => {
    expect(stepStates(ADMIN_STEPS, 2, '/admin-update/user/application-review/MTI=')).toEqual([
      'complete',
      'complete',
      'active',
    ]);
  });

  it('starts with the first step active', () => {
    const states = stepStates(MEMBER_STEPS, 0, '/app/plan-status');
    expect(states).toEqual(['active', 'pending', 'pending']);
    expect(completedStepCount(states)).toBe(0);
  });
});

describe('the revival checkout', () => {
  it('is the checkout step of the member flow, signed in or not', () => {
    for (const signedIn of [false, true]) {
      const flow = stepFlowForPath('/renew-checkout-revive/MTI=', signedIn);
      expect(flow.kind).toBe('member');
      expect(stepIndexForPath('/renew-checkout-revive/MTI=', flow.steps)).toBe(1);
    }
  });
});
