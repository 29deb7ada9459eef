import { describe, expect, it } from 'vitest';
import { teamRoleMayUse } from './team';

describe('team roles (decision 110)', () => {
  it('lets an admin call any route', () => {
    expect(teamRoleMayUse('admin', 'POST', '/api/team/invitations')).toBe(true);
    expect(teamRoleMayUse('admin', 'GET', '/api/card')).toBe(true);
  });

  it('lets billing pay and read invoices, and nothing of the directory or the team', () => {
    expect(teamRoleMayUse('billing', 'GET', '/api/renew_checkout/:user_id')).toBe(true);
    expect(teamRoleMayUse('billing', 'post', '/api/create_order')).toBe(true);
    expect(teamRoleMayUse('billing', 'GET', '/api/invoices/:userId')).toBe(true);
    expect(teamRoleMayUse('billing', 'PUT', '/api/directory/listing')).toBe(false);
    expect(teamRoleMayUse('billing', 'POST', '/api/team/invitations')).toBe(false);
  });

  it('lets a contact update the directory listing, and not pay', () => {
    expect(teamRoleMayUse('contact', 'PUT', '/api/directory/listing')).toBe(true);
    expect(teamRoleMayUse('contact', 'POST', '/api/create_order')).toBe(false);
    expect(teamRoleMayUse('contact', 'GET', '/api/invoices/:userId')).toBe(false);
  });

  it('lets every role read the plan status and its own place in the team', () => {
    for (const role of ['billing', 'contact'] as const) {
      expect(teamRoleMayUse(role, 'GET', '/api/plan_status/:userId')).toBe(true);
      expect(teamRoleMayUse(role, 'GET', '/api/team')).toBe(true);
      expect(teamRoleMayUse(role, 'POST', '/api/my_details')).toBe(false);
    }
  });
});
