import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  apiBlob,
  apiCall,
  apiData,
  ApiError,
  apiRequest,
  errorMessage,
  ResponseShapeError,
} from './api-client';
import { getSession, setAuth } from './session';
import { authorizationOf, mockFetch } from '../test/mock-fetch';

describe('api client', () => {
  it('calls /api with the Bearer token when one is stored and returns the envelope', async () => {
    setAuth('abc.def', { id: 5 });
    const fetchMock = mockFetch({
      '/api/plan_status/5': { body: { success: true, data: { a: 1 } } },
    });

    const envelope = await apiRequest<{ a: number }>('/plan_status/5');
    expect(envelope).toEqual({ success: true, data: { a: 1 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/plan_status/5');
    expect(init?.method).toBe('GET');
    expect(authorizationOf(init)).toBe('Bearer abc.def');
  });

  it("sends the page's own cookies with every call: the device cookie reaches the code calls (decision 071)", async () => {
    const fetchMock = mockFetch({ 'POST /api/login_otp': { body: { success: true } } });
    await apiRequest('/login_otp', { body: { email_phone: 'a@example.com' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/login_otp');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = mockFetch({ '/api/membership': { body: { success: true, data: [] } } });
    await apiData('/membership');
    expect(authorizationOf(fetchMock.mock.calls[0]?.[1])).toBeNull();
  });

  it('sends JSON bodies as JSON and FormData as multipart', async () => {
    const fetchMock = mockFetch({
      'POST /api/login_otp': { body: { success: true, message: 'sent' } },
      'POST /api/upload': { body: { success: true, url: '/files/x.pdf' } },
    });
    await apiRequest('/login_otp', { body: { email_phone: 'a@example.com' } });
    const jsonInit = fetchMock.mock.calls[0]?.[1];
    expect(jsonInit?.body).toBe('{"email_phone":"a@example.com"}');
    expect(new Headers(jsonInit?.headers).get('Content-Type')).toBe('application/json');

    const form = new FormData();
    form.append('field', 'address_proof');
    const envelope = await apiRequest('/upload', { method: 'POST', body: form });
    expect(envelope.url).toBe('/files/x.pdf');
    const formInit = fetchMock.mock.calls[1]?.[1];
    expect(formInit?.body).toBe(form);
    expect(new Headers(formInit?.headers).get('Content-Type')).toBeNull();
  });

  it('returns success: false envelopes from apiRequest but throws them from apiData', async () => {
    mockFetch({ 'POST /api/check_member': { body: { success: false, message: 'Not a member' } } });
    await expect(apiRequest('/check_member', { body: {} })).resolves.toMatchObject({
      success: false,
    });
    await expect(apiData('/check_member', { body: {} })).rejects.toMatchObject({
      name: 'ApiError',
      status: 200,
      message: 'Not a member',
    });
  });

  it('throws a typed ApiError with status, message and field errors', async () => {
    mockFetch({
      'POST /api/step_1': {
        status: 400,
        body: { success: false, message: 'Invalid input', errors: { name: 'Name is required' } },
      },
    });
    const error = await apiRequest('/step_1', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input',
      errors: { name: 'Name is required' },
    });
  });

  it("falls back to 'Something went wrong' when the server gives no message", async () => {
    mockFetch({ '/api/x': { status: 500 } });
    await expect(apiRequest('/x')).rejects.toMatchObject({
      status: 500,
      message: 'Something went wrong',
    });
  });

  it.each([401, 403])('clears the stored auth on %i', async (status) => {
    setAuth('abc', { id: 5 });
    mockFetch({ '/api/plan_status/5': { status, body: { success: false, message: 'Nope' } } });
    await expect(apiRequest('/plan_status/5')).rejects.toMatchObject({ status, message: 'Nope' });
    expect(getSession()).toEqual({ token: null, user: null });
  });

  it('keeps the auth on other errors', async () => {
    setAuth('abc', { id: 5 });
    mockFetch({ '/api/plan_status/5': { status: 404, body: { success: false } } });
    await expect(apiRequest('/plan_status/5')).rejects.toBeInstanceOf(ApiError);
    expect(getSession().token).toBe('abc');
  });

  it('turns a network failure into ApiError status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('/membership')).rejects.toMatchObject({ status: 0 });
  });

  it('downloads blobs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    const blob = await apiBlob('/order/view/5');
    expect(await blob.text()).toBe('%PDF-1.4');
  });
});

describe('apiCall', () => {
  const answer = z.object({ success: z.literal(true), data: z.object({ id: z.number() }) });

  it('returns the answer parsed with the contract schema', async () => {
    mockFetch({ '/api/thing/1': { body: { success: true, data: { id: 1 } } } });
    await expect(apiCall('/thing/1', answer)).resolves.toEqual({ success: true, data: { id: 1 } });
  });

  it('gives a clear client error naming the call and the path where the answer differs', async () => {
    mockFetch({ '/api/thing/1': { body: { success: true, data: { id: 'one' } } } });
    const error = await apiCall('/thing/1', answer).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toMatchObject({ call: 'GET /thing/1', issuePath: 'data.id', status: 200 });
    expect(errorMessage(error)).toBe('Something went wrong');
  });

  it('reads an undescribed success: false answer as the server’s message', async () => {
    mockFetch({ '/api/thing/1': { body: { success: false, message: 'Not yours' } } });
    await expect(apiCall('/thing/1', answer)).rejects.toThrow('Not yours');
  });
});
