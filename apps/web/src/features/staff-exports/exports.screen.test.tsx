import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { CATEGORY_OPTIONS, mockApi, signInStaff } from '../../app/staff/test-support';

describe('exports', () => {
  beforeEach(() => signInStaff());

  it('downloads a CSV with the token and the chosen filters', async () => {
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      click.mockRestore();
    });
    const api = mockApi({
      'GET /api/membership': CATEGORY_OPTIONS,
      'GET /api/staff/export/applications.csv': { blob: new Blob(['a,b'], { type: 'text/csv' }) },
    });
    const { user } = renderRoute('/staff/exports');
    await user.selectOptions(await screen.findByLabelText('Stage'), 'Paid');
    await user.click(screen.getByRole('button', { name: 'Download applications.csv' }));
    expect(
      await screen.findByText(/Downloaded applications-\d{4}-\d{2}-\d{2}\.csv/),
    ).toBeInTheDocument();
    const call = api.callsTo('GET /api/staff/export/applications.csv')[0];
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({ stage: 'paid' });
    expect(call?.headers.get('Authorization')).toBe('Bearer staff-token');
    await waitFor(() => expect(click).toHaveBeenCalled());
  });
});
