import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { CATEGORY_OPTIONS, mockApi, page, signInStaff, ZONE_MANAGER } from './test-support';

const steps = (done: readonly string[]) => ({
  body: {
    success: true,
    data: {
      steps: [
        'association_details',
        'logo',
        'categories',
        'staff',
        'register',
        'messages',
        'payment',
      ].map((key) => ({ key, done: done.includes(key) })),
    },
  },
});

function homeApi(checklist: ReturnType<typeof steps>) {
  return mockApi({
    'GET /api/staff/applications': page([], 0),
    'GET /api/membership': CATEGORY_OPTIONS,
    'GET /api/staff/getting-started': checklist,
  });
}

describe('the setup summary on the back office home', () => {
  beforeEach(() => signInStaff());

  it('shows an admin the progress and the next step, linking to the checklist', async () => {
    homeApi(steps(['association_details', 'categories', 'register']));
    renderRoute('/staff');
    const summary = await screen.findByRole('region', { name: 'Getting started' });
    expect(summary).toHaveTextContent('3 of 7 done. Next: Upload the logo');
    expect(within(summary).getByRole('link', { name: 'Upload the logo' })).toHaveAttribute(
      'href',
      '/staff/settings',
    );
    expect(within(summary).getByRole('link', { name: 'See every step' })).toHaveAttribute(
      'href',
      '/staff/getting-started',
    );
  });

  it('is gone once every step is done', async () => {
    const api = homeApi(
      steps([
        'association_details',
        'logo',
        'categories',
        'staff',
        'register',
        'messages',
        'payment',
      ]),
    );
    renderRoute('/staff/applications');
    expect(await screen.findByText('There are no applications yet.')).toBeVisible();
    expect(api.callsTo('GET /api/staff/getting-started')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument();
  });

  it('is not shown to other roles, nor asked for', async () => {
    signInStaff(ZONE_MANAGER);
    const api = homeApi(steps([]));
    renderRoute('/staff/applications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/staff/getting-started')).toHaveLength(0);
  });
});
