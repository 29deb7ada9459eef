import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, signInStaff, ZONE_MANAGER } from '../../app/staff/test-support';
import { renderRoute } from '../../test/render-route';

const STEPS = {
  body: {
    success: true,
    data: {
      steps: [
        { key: 'association_details', done: true },
        { key: 'logo', done: false },
        { key: 'categories', done: true },
        { key: 'staff', done: false },
        { key: 'register', done: true },
        { key: 'messages', done: false },
        { key: 'payment', done: false },
      ],
    },
  },
};

describe('getting started', () => {
  beforeEach(() => signInStaff());

  it('lists each step with its status, linking to the screen that does it', async () => {
    mockApi({ 'GET /api/staff/getting-started': STEPS });
    renderRoute('/staff/getting-started');
    const details = await screen.findByRole('link', {
      name: 'Save the association’s details and GST number',
    });
    expect(details).toHaveAttribute('href', '/staff/settings');
    expect(details).toHaveAccessibleDescription(/as invoices print them\. Completed/);
    expect(screen.getByText('3 of 7 steps completed.')).toBeInTheDocument();

    const logo = screen.getByRole('link', { name: 'Upload the logo' });
    expect(logo).toHaveAccessibleDescription(/Not yet started/);
    expect(screen.getByRole('link', { name: 'Import the register of members' })).toHaveAttribute(
      'href',
      '/staff/members/import',
    );
    expect(screen.getByRole('link', { name: 'Make a test payment' })).toHaveAttribute(
      'href',
      '/staff/getting-started#test-payment',
    );
    const steps = screen.getByRole('region', { name: 'Set up the portal' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Getting started' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('is for admins only', async () => {
    signInStaff(ZONE_MANAGER);
    const calls = mockApi({ 'GET /api/staff/getting-started': STEPS });
    renderRoute('/staff/getting-started');
    expect(await screen.findByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Upload the logo' })).not.toBeInTheDocument();
    expect(calls.callsTo('GET /api/staff/getting-started')).toHaveLength(0);
  });
});
