import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';

const LOADED = { timeout: 10_000 };
const USER = { name: 'Riya Sharma', email: 'riya@example.com', company_name: 'Bright Events' };
const API = '/api/member_status/1/MTI=/approve?t=signed.token';

describe('reference response page', { timeout: 20_000 }, () => {
  it('records an approval and shows the applicant', async () => {
    const fetchMock = mockFetch({
      [API]: {
        body: { success: true, userdata: USER, prevoius_status: null, recorded: 'approved' },
      },
    });
    renderRoute('/application/1/MTI=/approve?t=signed.token');
    expect(
      await screen.findByText('Thank you. Your approval has been recorded.', {}, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reference Response' })).toBeVisible();
    expect(screen.getByText('Riya Sharma')).toBeInTheDocument();
    expect(screen.getByText('Bright Events')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('records a rejection', async () => {
    mockFetch({
      '/api/member_status/2/MTI=/reject?t=tok': {
        body: { success: true, userdata: USER, prevoius_status: null, recorded: 'rejected' },
      },
    });
    renderRoute('/application/2/MTI=/reject?t=tok');
    expect(
      await screen.findByText('Thank you. Your rejection has been recorded.', {}, LOADED),
    ).toBeInTheDocument();
  });

  it.each([
    [1, 'Approved'],
    [0, 'Rejected'],
  ])(
    'a second visit shows the earlier answer (prevoius_status %s → %s)',
    async (previous, label) => {
      mockFetch({
        [API]: {
          body: {
            success: true,
            userdata: USER,
            prevoius_status: previous,
            already_recorded: true,
          },
        },
      });
      renderRoute('/application/1/MTI=/approve?t=signed.token');
      expect(
        await screen.findByRole('heading', { name: 'Your Response is Already Recorded' }, LOADED),
      ).toBeInTheDocument();
      expect(screen.getByText(label)).toBeInTheDocument();
      expect(screen.queryByText(/has been recorded/)).not.toBeInTheDocument();
    },
  );

  it('explains an invalid or expired link', async () => {
    mockFetch({ [API]: { status: 403, body: { success: false, message: 'Invalid link' } } });
    renderRoute('/application/1/MTI=/approve?t=signed.token');
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'This link is not valid or has expired',
    );
    expect(screen.getByText(/Nothing has been recorded/)).toBeInTheDocument();
  });

  it('sends nothing for a link without its token or with an unknown answer', async () => {
    const fetchMock = mockFetch({});
    const view = renderRoute('/application/1/MTI=/approve');
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent('not valid');
    view.unmount();
    renderRoute('/application/3/MTI=/maybe?t=x');
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent('not valid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers to close the window and explains when the browser keeps it open', async () => {
    mockFetch({
      [API]: {
        body: { success: true, userdata: USER, prevoius_status: null, recorded: 'approved' },
      },
    });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const { user } = renderRoute('/application/1/MTI=/approve?t=signed.token');
    await user.click(await screen.findByRole('link', { name: 'close the window' }, LOADED));
    expect(close).toHaveBeenCalled();
    expect(screen.getByText(/your browser did not let the page close it/)).toBeInTheDocument();
    close.mockRestore();
  });
});
