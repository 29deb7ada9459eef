import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { UploadField } from '@portico/domain/validation';
import { clearAuth, setToken } from './session';
import { authorizationOf, mockFetch } from '../test/mock-fetch';
import { FileField } from './file-field';

const MB = 1024 * 1024;

function file(name: string, size: number, type = 'application/pdf'): File {
  const f = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

function Harness({
  field = 'aadhar_proof',
  initial = '',
  error,
  onChange = () => {},
}: {
  field?: UploadField;
  initial?: string;
  error?: string;
  onChange?: (url: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <FileField
        field={field}
        label="Aadhar Card"
        value={value}
        error={error}
        required
        onChange={(url) => {
          setValue(url);
          onChange(url);
        }}
      />
    </QueryClientProvider>
  );
}

// Files of any type reach the input (a user may pick 'All files'), so the component's own check runs.
const setupUser = () => userEvent.setup({ applyAccept: false });
const input = () => screen.getByLabelText(/Aadhar Card/) as HTMLInputElement;

describe('FileField', () => {
  // Uploads need a proven contact; each test starts signed out (test/setup.ts), so prove one here.
  beforeEach(() => setToken('applicant-token'));

  it('asks for a verified contact before uploading without a token', async () => {
    clearAuth();
    const fetchMock = mockFetch({});
    const user = setupUser();
    render(<Harness />);
    await user.upload(input(), file('aadhar.pdf', 1 * MB));
    expect(
      await screen.findByText(
        'Please verify your email or WhatsApp number before uploading documents.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('drops the request to verify once a contact is verified', async () => {
    clearAuth();
    mockFetch({});
    const user = setupUser();
    render(<Harness />);
    await user.upload(input(), file('aadhar.pdf', 1 * MB));
    const message = 'Please verify your email or WhatsApp number before uploading documents.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    act(() => setToken('applicant-token'));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('is a labelled file input accepting the field’s types, with the rule as description', () => {
    render(<Harness field="address_proof" />);
    expect(input()).toHaveAttribute('type', 'file');
    expect(input()).toHaveAttribute('accept', '.pdf,.jpeg,.png,.jpg');
    expect(input()).toHaveAttribute('aria-required', 'true');
    expect(input()).toHaveAccessibleDescription('PDF, JPEG, PNG, JPG; up to 5 MB.');
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['aadhar_proof', 'scan.png', 1000, 'Only PDF files are allowed.'],
    ['aadhar_proof', 'scan.pdf', 5 * MB + 1, 'File size must be upto 5 MB.'],
    ['address_proof', 'bill.docx', 1000, 'Only PDF, JPEG, PNG, and JPG files are allowed.'],
    ['turnover_certificate', 'turnover.pdf', 20 * MB + 1, 'File size must upto 20 MB.'],
    ['signature', 'sign.pdf', 1000, 'Only JPEG, PNG, and JPG files are allowed.'],
    ['signature', 'sign.PNG', 5 * MB + 1, 'File size must be less than 5 MB.'],
  ] as const)('rejects for %s the file %s (%i bytes): %s', async (field, name, size, message) => {
    const chosen = file(name, size);
    const fetchMock = mockFetch({});
    const user = setupUser();
    render(<Harness field={field} />);
    await user.upload(input(), chosen);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts a 20 MB turnover certificate', async () => {
    const fetchMock = mockFetch({
      'POST /api/upload': { body: { success: true, url: '/api/files/t1' } },
    });
    const user = setupUser();
    render(<Harness field="turnover_certificate" />);
    await user.upload(input(), file('turnover.pdf', 20 * MB));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('uploads at once with the token, field and file, then shows the file with a View link', async () => {
    setToken('applicant-token');
    const fetchMock = mockFetch({
      'POST /api/upload': { body: { success: true, url: '/api/files/abc123' } },
    });
    const onChange = vi.fn();
    const user = setupUser();
    render(<Harness onChange={onChange} />);

    await user.upload(input(), file('aadhar.pdf', 2 * MB));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/files/abc123'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/upload');
    expect(init?.method).toBe('POST');
    expect(authorizationOf(init)).toBe('Bearer applicant-token');
    const body = init?.body as FormData;
    expect([...body.keys()]).toEqual(['field', 'file']);
    expect(body.get('field')).toBe('aadhar_proof');
    expect((body.get('file') as File).name).toBe('aadhar.pdf');

    expect(screen.getByText('aadhar.pdf')).toBeInTheDocument();
    const view = screen.getByRole('link', { name: 'View Aadhar Card' });
    expect(view).toHaveAttribute('href', '/api/files/abc123');
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('sends old_file_name before the file when replacing', async () => {
    const fetchMock = mockFetch({
      'POST /api/upload': { body: { success: true, url: '/api/files/new' } },
    });
    const onChange = vi.fn();
    const user = setupUser();
    render(<Harness initial="/api/files/old" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Replace Aadhar Card' }));
    expect(screen.getByText('Uploaded file')).toBeInTheDocument();

    await user.upload(input(), file('again.pdf', 1000));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/files/new'));
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect([...body.keys()]).toEqual(['field', 'old_file_name', 'file']);
    expect(body.get('old_file_name')).toBe('/api/files/old');
  });

  it('shows a file held when the form opened as the current file, not required again', async () => {
    const fetchMock = mockFetch({});
    const user = setupUser();
    const { container } = render(<Harness initial="/api/files/held" />);
    const group = screen.getByRole('group', { name: 'Aadhar Card' });
    expect(group).toHaveTextContent('Current file: Uploaded file');
    expect(screen.getByRole('link', { name: 'View Aadhar Card' })).toHaveAttribute(
      'href',
      '/api/files/held',
    );
    // No input to fill again, and no required marker.
    expect(container.querySelector('input[type="file"]')).toBeNull();
    expect(group).not.toHaveTextContent('*');

    await user.click(screen.getByRole('button', { name: 'Replace Aadhar Card' }));
    await waitFor(() => expect(input()).toHaveFocus());
    expect(input()).not.toHaveAttribute('aria-required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the uploading state while the file is sent', async () => {
    let release: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const user = setupUser();
    render(<Harness />);
    await user.upload(input(), file('slow.pdf', 1000));

    expect(screen.getByText('Uploading…')).toBeInTheDocument();
    expect(input()).toBeDisabled();
    release(Response.json({ success: true, url: '/api/files/slow' }));
    expect(await screen.findByText('slow.pdf')).toBeInTheDocument();
    expect(input()).toBeEnabled();
  });

  it('shows the server’s message when the upload is refused', async () => {
    mockFetch({
      'POST /api/upload': {
        status: 413,
        body: { success: false, message: 'File size must be upto 5 MB.' },
      },
    });
    const onChange = vi.fn();
    const user = setupUser();
    render(<Harness onChange={onChange} />);
    await user.upload(input(), file('a.pdf', 1000));

    expect(await screen.findByRole('alert')).toHaveTextContent('File size must be upto 5 MB.');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("falls back to 'Error uploading file'", async () => {
    mockFetch({ 'POST /api/upload': { status: 500 } });
    const user = setupUser();
    render(<Harness />);
    await user.upload(input(), file('a.pdf', 1000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error uploading file');
  });

  it("treats a refusal without a message as 'Error uploading file'", async () => {
    mockFetch({ 'POST /api/upload': { body: { success: false } } });
    const user = setupUser();
    render(<Harness />);
    await user.upload(input(), file('a.pdf', 1000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error uploading file');
  });

  it.each([
    ['without a url', { success: true }],
    ['with an empty url', { success: true, url: '' }],
  ])('shows the generic error for an answer %s (not the contract)', async (_name, body) => {
    const onChange = vi.fn();
    mockFetch({ 'POST /api/upload': { body } });
    const user = setupUser();
    render(<Harness onChange={onChange} />);
    await user.upload(input(), file('a.pdf', 1000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the form’s error, linked to the input', () => {
    render(<Harness error="Aadhar Card is required" />);
    expect(screen.getByText('Aadhar Card is required')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(expect.stringContaining('Aadhar Card is required'));
  });

  it('opens the stored file through an authenticated fetch and a blob URL', async () => {
    setToken('applicant-token');
    const fetchMock = vi.fn(
      async () =>
        new Response(new Blob(['%PDF'], { type: 'application/pdf' }), {
          headers: { 'Content-Type': 'application/pdf' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    // jsdom has no object URLs.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:portico/1');
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    const user = setupUser();
    render(<Harness initial="/api/files/abc" />);

    await user.click(screen.getByRole('link', { name: 'View Aadhar Card' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:portico/1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/files/abc', expect.anything());
    const init = (fetchMock.mock.calls[0] as unknown[] | undefined)?.[1] as RequestInit;
    expect(authorizationOf(init)).toBe('Bearer applicant-token');
    open.mockRestore();
  });
  it('never renders a stored file of another type in the page’s origin', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Blob(['<script>'], { type: 'text/html' }))),
    );
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { createObjectURL, revokeObjectURL } = URL;
    const created = vi.fn((_blob: Blob) => 'blob:portico/2');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      open.mockRestore();
    });
    const user = setupUser();
    render(<Harness initial="/api/files/evil" />);

    await user.click(screen.getByRole('link', { name: 'View Aadhar Card' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:portico/2'));
    expect(created.mock.calls[0]?.[0].type).toBe('application/octet-stream');
  });
});
