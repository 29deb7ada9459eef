import { describe, expect, it } from 'vitest';
import { canRenew, renewalNote } from './renewal-note';
import { renewalWindow } from './renewal';

describe('renewalWindow', () => {
  it('opens 60 days before expiry and closes 90 days after it', () => {
    const { opens, closes } = renewalWindow(new Date(2026, 2, 31, 23, 59, 59));
    expect(opens).toEqual(new Date(2026, 0, 30, 23, 59, 59));
    expect(closes).toEqual(new Date(2026, 5, 29, 23, 59, 59));
  });
});

describe('renewalNote', () => {
  const expiry = '2026-03-31-23-59-59';

  it('gives the day renewal opens while the plan is active and the window closed', () => {
    const status = { Plan: 'active', renew: false, revive: false, Plan_Expiry: expiry } as const;
    expect(canRenew(status)).toBe(false);
    expect(renewalNote(status)).toBe(
      'Renewal opens on 30-01-2026, 60 days before your plan expires on 31-03-2026.',
    );
  });

  it('says renewal is open inside the window', () => {
    const status = { Plan: 'active', renew: true, revive: false, Plan_Expiry: expiry } as const;
    expect(canRenew(status)).toBe(true);
    expect(renewalNote(status)).toBe(
      'Renewal is open. Your plan expires on 31-03-2026; the renewed year starts from that date.',
    );
  });

  it('gives the last day of the window once the plan has expired', () => {
    const status = { Plan: 'expired', renew: true, revive: false, Plan_Expiry: expiry } as const;
    expect(renewalNote(status)).toBe(
      'Your plan expired on 31-03-2026. You can renew it until 29-06-2026; the renewed year starts from the expiry date.',
    );
  });

  it('says a revival starts a new year from the payment when lapsed beyond the window', () => {
    const status = { Plan: 'expired', renew: false, revive: true, Plan_Expiry: expiry } as const;
    expect(canRenew(status)).toBe(true);
    expect(renewalNote(status)).toBe(
      'Your plan expired on 31-03-2026, more than 90 days ago. Renewing now starts a new year from the day you pay.',
    );
  });

  it('says nothing without a readable expiry, or for a plan inactive for another reason', () => {
    expect(
      renewalNote({ Plan: 'expired', renew: false, revive: false, Plan_Expiry: '' }),
    ).toBeNull();
    expect(
      renewalNote({ Plan: 'expired', renew: false, revive: false, Plan_Expiry: '2027-03-31' }),
    ).toBeNull();
  });
});
