import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeDate } from '../../test/date-input';
import { renderRoute } from '../../test/render-route';
import { CATEGORY_OPTIONS, mockApi, page, signInStaff } from '../../app/staff/test-support';

const REPORT = {
  fileName: 'register.csv',
  dryRun: true,
  imported: false,
  rows: 3,
  counts: { created: 2, updated: 1, unchanged: 0 },
  changes: [
    { row: 2, action: 'create', memberNumber: 'PM-1001', companyName: 'Mehta Events' },
    { row: 3, action: 'create', memberNumber: null, companyName: 'Rao Sound' },
    { row: 4, action: 'update', memberNumber: 'PM-0003', companyName: 'Kapoor Lights' },
  ],
  problems: [],
  reminders: { from: null, messaged: 0, firstReminders: [] },
};

const answer = (data: object) => ({ body: { success: true, data } });
const register = () =>
  new File(['Company name\nMehta Events\n'], 'register.csv', { type: 'text/csv' });

describe('import members', () => {
  beforeEach(() => signInStaff());

  it('checks the file (a dry run), shows what each row does, then imports it', async () => {
    const api = mockApi({
      'POST /api/staff/members/import': (_url, init) =>
        (init?.body as FormData).get('dryRun') === 'true'
          ? answer(REPORT)
          : answer({ ...REPORT, dryRun: false, imported: true }),
    });
    const { user } = renderRoute('/staff/members/import');
    const input = await screen.findByLabelText('Register file');
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Choose the register file (CSV or Excel)' }),
    ).toHaveAttribute('href', '#register-file');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.upload(input, register());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(
      await screen.findByText(
        /register.csv has no problems: 3 rows, 2 new members, 1 update, 0 unchanged/,
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Changes' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[2] as HTMLElement).getByText('Next number')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Update')).toBeInTheDocument();
    const sent = api.callsTo('POST /api/staff/members/import')[0]?.body as FormData;
    expect(sent.get('dryRun')).toBe('true');
    expect((sent.get('file') as File).name).toBe('register.csv');

    await user.click(screen.getByRole('button', { name: 'Import 3 changes' }));
    expect(
      await screen.findByText(/Imported register.csv: 2 new members, 1 update, 0 unchanged/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the members' })).toHaveAttribute(
      'href',
      '/staff/members',
    );
    expect((api.callsTo('POST /api/staff/members/import')[1]?.body as FormData).get('dryRun')).toBe(
      'false',
    );
  });

  it('lists every problem by row and column, with nothing to import', async () => {
    mockApi({
      'POST /api/staff/members/import': answer({
        ...REPORT,
        changes: [],
        problems: [
          { row: 3, column: 'Email', message: '"x@" is not a valid email address' },
          { row: 5, column: 'GSTIN', message: 'GSTIN "27X": Please enter a valid GST number' },
        ],
      }),
    });
    const { user } = renderRoute('/staff/members/import');
    await user.upload(await screen.findByLabelText('Register file'), register());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('register.csv has 2 problems: nothing was imported.');
    await waitFor(() => expect(summary).toHaveFocus());
    const rows = within(screen.getByRole('table', { name: 'Problems in the file' })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'RowColumnProblem',
      '3Email"x@" is not a valid email address',
      '5GSTINGSTIN "27X": Please enter a valid GST number',
    ]);
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });

  it('shows the server refusing the file on the field', async () => {
    mockApi({
      'POST /api/staff/members/import': {
        status: 400,
        body: {
          success: false,
          message:
            'The file could not be read: upload the register as a CSV (UTF-8) or an Excel workbook (.xlsx)',
        },
      },
    });
    const { user } = renderRoute('/staff/members/import');
    await user.upload(await screen.findByLabelText('Register file'), register());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(
      await screen.findByRole('link', { name: /The file could not be read/ }),
    ).toBeInTheDocument();
  });

  it('is for admins only, and the members list links to it for them', async () => {
    signInStaff({ id: 2, email: 'office@example.com', name: 'Office', roles: ['office'] });
    mockApi({});
    renderRoute('/staff/members/import');
    expect(
      await screen.findByText(/does not have access to the import of members/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Register file')).not.toBeInTheDocument();
  });

  it('the members list links admins to it', async () => {
    mockApi({ 'GET /api/staff/members': page([], 0), 'GET /api/membership': CATEGORY_OPTIONS });
    const { user, pathname } = renderRoute('/staff/members');
    await user.click(await screen.findByRole('link', { name: 'Import members' }));
    expect(await screen.findByRole('heading', { name: 'Import members' })).toBeInTheDocument();
    expect(pathname()).toBe('/staff/members/import');
  });

  it('messages no one unless a start day is chosen, and previews who a start would message and when', async () => {
    const api = mockApi({
      'POST /api/staff/members/import': (_url, init) => {
        const from = (init?.body as FormData).get('remindersFrom');
        return answer({
          ...REPORT,
          reminders: from
            ? {
                from,
                messaged: 2,
                firstReminders: [
                  { on: from, members: 1 },
                  { on: '2027-01-30', members: 1 },
                ],
              }
            : REPORT.reminders,
        });
      },
    });
    const { user } = renderRoute('/staff/members/import');
    await user.upload(await screen.findByLabelText('Register file'), register());
    expect(screen.getByLabelText('None for now: turn them on later')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText(/Renewal reminders: none\. No one is messaged/)).toBeVisible();
    expect(
      (api.callsTo('POST /api/staff/members/import')[0]?.body as FormData).get('remindersFrom'),
    ).toBe('');

    await user.click(screen.getByLabelText('From a day'));
    changeDate(document.body, 'Reminders start on', '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(
      await screen.findByText(/Renewal reminders from 01-12-2026: 2 members would be messaged/),
    ).toBeVisible();
    expect(screen.getByText('30-01-2027: 1 member')).toBeVisible();
    expect(
      (api.callsTo('POST /api/staff/members/import')[1]?.body as FormData).get('remindersFrom'),
    ).toBe('2026-12-01');
  });

  it('turns reminders on later for imported members without them', async () => {
    const held = (from: string, count: number) =>
      answer({
        held: count,
        preview: { from, messaged: count, firstReminders: [{ on: from, members: count }] },
      });
    let started = false;
    const api = mockApi({
      'GET /api/staff/members/import/reminders': (url) =>
        held(url.searchParams.get('from') ?? '', started ? 0 : 3),
      'POST /api/staff/members/import/reminders': (_url, init) => {
        started = true;
        return held(JSON.parse(String(init?.body)).from as string, 3);
      },
    });
    const { user } = renderRoute('/staff/members/import');
    expect(await screen.findByText('3 members imported without renewal reminders.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Turn reminders on' }));
    expect(await screen.findByText(/Reminders turned on for 3 members from/)).toBeVisible();
    expect(api.callsTo('POST /api/staff/members/import/reminders')).toHaveLength(1);
  });
});
