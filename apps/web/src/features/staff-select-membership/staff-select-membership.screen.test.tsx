import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getProcess } from '../../app/process';
import { renderRoute } from '../../test/render-route';
import { authorizationOf, CATEGORIES, mockFetch, type MockReply } from '../../test/mock-fetch';
import { ADMIN, applicationView, signInStaff } from '../../app/staff/test-support';

const ok = (data: unknown): MockReply => ({ body: { success: true, data } });

const signInAs = (roles: string[]) => signInStaff({ ...ADMIN, roles });

/** Application 12 as getApplication sends it. */
const APPLICATION_12 = applicationView();

async function openPicker(path: string, routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({ '/api/membership': ok(CATEGORIES), ...routes });
  const view = renderRoute(path);
  await screen.findAllByRole('radio');
  return { ...view, fetchMock };
}

describe('staff select membership', () => {
  it('starts a new application on an applicant’s behalf: the admin’s form with the chosen category', async () => {
    signInAs(['admin']);
    const { user, pathname, router, fetchMock } = await openPicker('/admin/user/select-membership');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Select the type of membership' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/new application made on behalf of an applicant/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the applications' })).toHaveAttribute(
      'href',
      '/staff/applications',
    );
    expect(screen.getByRole('radio', { name: 'Star' })).toBeChecked();
    expect(authorizationOf(fetchMock.mock.calls[0]?.[1])).toBe('Bearer staff-token');

    await user.click(screen.getByRole('radio', { name: 'Silver' }));
    // Staff need not confirm the applicant's eligibility to go on.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(pathname()).toBe('/admin-update/user/membership-form'));
    expect(router.state.location.state).toEqual({ staffMembership: { id: 2, name: 'Silver' } });
    expect(await screen.findByText('you are applying under Silver Membership')).toBeInTheDocument();
    // Nothing of the staff choice goes into the applicant's local progress.
    expect(getProcess().currentMembership).toBeNull();
  });

  it('leads office staff into the office form, and Back to the queue', async () => {
    signInAs(['office']);
    const first = await openPicker('/admin/user/select-membership');
    await first.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(first.pathname()).toBe('/office-update/user/membership-form'));
    first.unmount();

    const again = await openPicker('/admin/user/select-membership');
    await again.user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(again.pathname()).toBe('/staff/applications'));
  });

  it('chooses for the application being edited: named, its category first, the redirect kept', async () => {
    signInAs(['admin']);
    const { user, router } = await openPicker(
      '/admin/user/select-membership?user_id=MTI%3D&redirect=%2Fstaff%2Fmembers',
      { '/api/getApplication/12': ok(APPLICATION_12) },
    );
    expect(
      screen.getByText(
        'Choose the category of application PA-000012 (Ravi Kumar, Ravi Sound & Light). The form opens with it next; it is Gold now.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Gold' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Platinum' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin-update/user/membership-form/PA-000012'),
    );
    expect(router.state.location.search).toBe('?redirect=%2Fstaff%2Fmembers');
    expect(router.state.location.state).toEqual({ staffMembership: { id: 4, name: 'Platinum' } });
  });

  it('goes Back to the application in the back office', async () => {
    signInAs(['office']);
    const { user, pathname } = await openPicker('/office-update/user/select-membership/MTI=', {
      '/api/getApplication/12': ok(APPLICATION_12),
    });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(pathname()).toBe('/staff/applications/PA-000012'));
  });

  it('shows the eligibility points to read in place', async () => {
    signInAs(['admin']);
    const { user } = await openPicker('/admin-update/user/select-membership');
    const gold = screen.getByText('for Gold').closest('details') as HTMLElement;
    const points = within(gold).getByText('Turnover 1 to 10 crore');
    expect(points).not.toBeVisible();
    await user.click(within(gold).getByText('Eligibility'));
    expect(points).toBeVisible();
    expect(within(gold).getByText('Turnover certificate needed.')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Gold' })).toHaveAccessibleDescription(
      'Joining fee ₹1,00,000 Annual Fees ₹1,50,000',
    );
  });

  it('says so when the link names no application', async () => {
    signInAs(['admin']);
    mockFetch({ '/api/membership': ok(CATEGORIES) });
    renderRoute('/admin/user/select-membership?user_id=not-an-id');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the applications' })).toHaveAttribute(
      'href',
      '/staff/applications',
    );
  });

  it("shows the server's message when the application cannot be read, and tries again", async () => {
    signInAs(['admin']);
    let calls = 0;
    mockFetch({
      '/api/membership': ok(CATEGORIES),
      '/api/getApplication/12': () => {
        calls += 1;
        return calls === 1
          ? { status: 404, body: { success: false, message: 'Application not found' } }
          : ok(APPLICATION_12);
      },
    });
    const { user } = renderRoute('/admin/user/select-membership?user_id=MTI=');
    expect(await screen.findByRole('alert')).toHaveTextContent('Application not found');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Gold' })).toBeChecked();
  });
});
