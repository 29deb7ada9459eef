import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, mockFetch, ownCalls } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';

const USER = {
  name: 'Riya Sharma',
  email: 'riya@example.com',
  company_name: 'Bright Events',
  category: 'Gold',
};
const PROPOSER = { num: 1, name: 'Aarav Mehta', company_name: 'Mehta Events Pvt Ltd' };
const SHOWN = { success: true, userdata: USER, proposer: PROPOSER };
const PAGE = '/application/1/MTI=/approve?t=signed.token';
const GET = '/api/member_status/1/MTI=/approve?t=signed.token';
const POST = 'POST /api/member_status/1/MTI=/approve';

const toConfirm = { body: { ...SHOWN, prevoius_status: null } };

describe('reference response page', () => {
  it('shows the application and who named the proposer, and records nothing on opening', async () => {
    const fetchMock = mockFetch({ [GET]: toConfirm });
    renderRoute(PAGE);
    const confirm = await screen.findByRole('button', { name: 'Confirm approval' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reference Response' })).toBeVisible();
    expect(
      screen.getByText(
        'Riya Sharma of Bright Events has applied for Gold membership and named you as proposer 1.',
      ),
    ).toBeInTheDocument();
    const shown = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(shown('Applicant')).toHaveTextContent('Riya Sharma');
    expect(shown('Company')).toHaveTextContent('Bright Events');
    expect(shown('Membership category')).toHaveTextContent('Gold');
    expect(shown('Named as proposer 1')).toHaveTextContent('Aarav Mehta, Mehta Events Pvt Ltd');
    expect(screen.getByRole('heading', { name: 'Confirm your answer' })).toBeVisible();
    expect(screen.getByText(/Nothing is recorded until you confirm/)).toBeInTheDocument();
    expect(confirm).toBeEnabled();
    // One GET, no POST: opening the link decides nothing.
    expect(ownCalls(fetchMock)).toHaveLength(1);
    expect(bodiesSentTo(fetchMock, POST)).toEqual([]);
  });

  it('records the approval when the proposer confirms, once, and says so', async () => {
    const fetchMock = mockFetch({
      [GET]: toConfirm,
      [POST]: { body: { ...SHOWN, prevoius_status: null, recorded: 'approved' } },
    });
    const { user } = renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Confirm approval' }));
    const recorded = await screen.findByRole('heading', {
      name: 'Thank you. Your approval has been recorded.',
    });
    expect(recorded).toHaveFocus();
    expect(bodiesSentTo(fetchMock, POST)).toEqual([{ t: 'signed.token' }]);
    expect(screen.queryByRole('button', { name: 'Confirm approval' })).not.toBeInTheDocument();
    expect(screen.getByText('Riya Sharma')).toBeInTheDocument();
  });

  it('confirms from the keyboard', async () => {
    const fetchMock = mockFetch({
      [GET]: toConfirm,
      [POST]: { body: { ...SHOWN, prevoius_status: null, recorded: 'approved' } },
    });
    const { user } = renderRoute(PAGE);
    const confirm = await screen.findByRole('button', { name: 'Confirm approval' });
    confirm.focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Thank you. Your approval has been recorded.');
    expect(bodiesSentTo(fetchMock, POST)).toHaveLength(1);
  });

  it('asks to confirm a rejection from the reject link, with the other answer one link away', async () => {
    mockFetch({
      '/api/member_status/2/MTI=/reject?t=tok': { body: { ...SHOWN, prevoius_status: null } },
      'POST /api/member_status/2/MTI=/reject': {
        body: { ...SHOWN, prevoius_status: null, recorded: 'rejected' },
      },
      '/api/member_status/2/MTI=/approve?t=tok': { body: { ...SHOWN, prevoius_status: null } },
    });
    const { user, router } = renderRoute('/application/2/MTI=/reject?t=tok');
    expect(await screen.findByRole('button', { name: 'Confirm rejection' })).toBeVisible();
    expect(
      screen.getByText('You are about to reject this application as a proposer.'),
    ).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Approve instead' }));
    expect(await screen.findByRole('button', { name: 'Confirm approval' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/application/2/MTI=/approve');
    expect(router.state.location.search).toBe('?t=tok');

    await user.click(screen.getByRole('link', { name: 'Reject instead' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm rejection' }));
    expect(
      await screen.findByText('Thank you. Your rejection has been recorded.'),
    ).toBeInTheDocument();
  });

  it.each([
    [1, 'Approved'],
    [0, 'Rejected'],
  ])(
    'a link answered before shows the earlier answer (prevoius_status %s → %s)',
    async (previous, label) => {
      mockFetch({
        [GET]: { body: { ...SHOWN, prevoius_status: previous, already_recorded: true } },
      });
      renderRoute(PAGE);
      expect(
        await screen.findByRole('heading', { name: 'Your Response is Already Recorded' }),
      ).toBeInTheDocument();
      expect(screen.getByText(label)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
      expect(screen.queryByText(/has been recorded/)).not.toBeInTheDocument();
    },
  );

  it('shows the earlier answer when the confirmation finds one (answered in another tab)', async () => {
    mockFetch({
      [GET]: toConfirm,
      [POST]: { body: { ...SHOWN, prevoius_status: 0, already_recorded: true } },
    });
    const { user } = renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Confirm approval' }));
    expect(
      await screen.findByRole('heading', { name: 'Your Response is Already Recorded' }),
    ).toHaveFocus();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
  });

  it('explains an invalid or expired link', async () => {
    mockFetch({ [GET]: { status: 403, body: { success: false, message: 'Invalid link' } } });
    renderRoute(PAGE);
    expect(await screen.findByRole('alert', {})).toHaveTextContent(
      'This link is not valid or has expired',
    );
    expect(screen.getByText(/Nothing has been recorded/)).toBeInTheDocument();
  });

  it('says so when the review no longer waits for the proposer', async () => {
    const message =
      'This application is not waiting for reference checks, so nothing was recorded.';
    mockFetch({ [GET]: { status: 409, body: { success: false, message } } });
    renderRoute(PAGE);
    const alert = await screen.findByRole('alert', {});
    expect(alert).toHaveTextContent('This application is not waiting for your answer');
    expect(alert).toHaveTextContent(message);
  });

  it('announces a confirmation that was refused, and claims nothing was recorded', async () => {
    const message = 'This link has expired. Please contact the association office.';
    mockFetch({
      [GET]: toConfirm,
      [POST]: { status: 403, body: { success: false, message } },
    });
    const { user } = renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Confirm approval' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your answer was not recorded');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveFocus();
    expect(screen.queryByText(/has been recorded/)).not.toBeInTheDocument();
  });

  it('sends nothing for a link without its token or with an unknown answer', async () => {
    const fetchMock = mockFetch({});
    const view = renderRoute('/application/1/MTI=/approve');
    expect(await screen.findByRole('alert', {})).toHaveTextContent('not valid');
    view.unmount();
    renderRoute('/application/3/MTI=/maybe?t=x');
    expect(await screen.findByRole('alert', {})).toHaveTextContent('not valid');
    expect(ownCalls(fetchMock)).toHaveLength(0);
  });

  it('offers to close the window before and after answering', async () => {
    mockFetch({
      [GET]: toConfirm,
      [POST]: { body: { ...SHOWN, prevoius_status: null, recorded: 'approved' } },
    });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const { user } = renderRoute(PAGE);
    await screen.findByRole('button', { name: 'Confirm approval' });
    await user.click(screen.getByRole('link', { name: 'close the window' }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/nothing has been recorded/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm approval' }));
    await screen.findByText('Thank you. Your approval has been recorded.');
    await user.click(screen.getByRole('link', { name: 'close the window' }));
    expect(close).toHaveBeenCalledTimes(2);
    expect(screen.getByText(/your response is saved/)).toBeInTheDocument();
    close.mockRestore();
  });
});
