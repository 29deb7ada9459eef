import { describe, expect, it } from 'vitest';
import { membershipValidityResponse, planStatusResponse } from './members.contract';
import { sandboxPayResponse } from './dev.contract';
import { checkoutResponse } from './payments.contract';
import { staffProfile } from './staff-auth.contract';
import { queueListQuery } from './staff-queue.contract';
import { ZONES } from '../constants';
import { ZONE_CODES } from './values';

describe('contracts', () => {
  it('reads the queue filters as the server does', () => {
    const parsed = queueListQuery.parse({ stage: 'zone_manager,accounts', mine: '1', zone: '' });
    expect(parsed).toMatchObject({ stage: ['zone_manager', 'accounts'], mine: true, page: 1 });
    expect(queueListQuery.safeParse({ stage: 'nowhere' }).success).toBe(false);
    expect(queueListQuery.safeParse({ from: '2025-02-01', to: '2025-01-01' }).success).toBe(false);
  });

  it('tells a payable checkout from one that leaves the page', () => {
    const left = checkoutResponse.parse({ success: false, message: 'Paid', already_paid: true });
    expect(left.success).toBe(false);
    expect(checkoutResponse.safeParse({ success: true, data: {} }).success).toBe(false);
  });

  it('reads an unknown member number and a declined sandbox card as answers, not errors', () => {
    const unknown = membershipValidityResponse.parse({ success: false, message: 'No member' });
    expect(unknown).toEqual({ success: false, message: 'No member' });
    const declined = sandboxPayResponse.parse({ success: false, error: { code: 'BAD_REQUEST' } });
    expect(declined).toEqual({ success: false, error: { code: 'BAD_REQUEST' } });
    expect(sandboxPayResponse.safeParse({ success: true }).success).toBe(false);
  });

  it('refuses a plan status without its plan', () => {
    expect(planStatusResponse.safeParse({ success: true, data: { app_id: 1 } }).success).toBe(
      false,
    );
  });

  it('accepts only the known roles and zones in a staff profile', () => {
    const profile = {
      id: 1,
      email: 'a@example.com',
      name: 'A',
      roles: ['admin'],
      zones: ['north'],
    };
    expect(staffProfile.parse(profile)).toEqual(profile);
    expect(staffProfile.safeParse({ ...profile, roles: ['owner'] }).success).toBe(false);
    expect(ZONE_CODES).toBe(ZONES);
  });
});
