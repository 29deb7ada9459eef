import { keepEarly, takeEarly } from './early-calls';
import type { z } from 'zod';
import { SHELL_MESSAGES } from '@portico/domain/shell-messages';
import { clearAuth, getSession } from './session';

export const API_BASE = '/api';
export const FALLBACK_ERROR_MESSAGE: string = SHELL_MESSAGES.somethingWentWrong;

/** Field errors as the API sends them: `{ field: message }` with the specs' exact messages. */
export type ApiFieldErrors = Record<string, string>;

/** The API's envelope: `{ success, message?, data?, errors? }` plus call-specific extras. */
export type ApiEnvelope<T> = {
  success: boolean;
  message?: string;
  data?: T;
  errors?: ApiFieldErrors;
  [extra: string]: unknown;
};

/** Any failed call: a non-2xx status, a network failure (status 0) or an unreadable answer. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly status: number;
  readonly errors: ApiFieldErrors | undefined;
  readonly body: unknown;

  constructor(status: number, message: string, errors?: ApiFieldErrors, body?: unknown) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.body = body;
  }
}

/**
 * An answer that does not match the contract's response schema: a client error naming the call and
 * where the answer differs (`data.items.0.id`). Screens show it as the generic error (its message).
 */
export class ResponseShapeError extends ApiError {
  override readonly name = 'ResponseShapeError';
  /** The call, e.g. 'GET /staff/applications/3'. */
  readonly call: string;
  /** The path of the first mismatch in the answer ('' for the answer itself). */
  readonly issuePath: string;

  constructor(call: string, issues: readonly z.core.$ZodIssue[], body: unknown) {
    super(200, FALLBACK_ERROR_MESSAGE, undefined, body);
    const first = issues[0];
    this.call = call;
    this.issuePath = first ? first.path.map(String).join('.') : '';
    this.cause = new Error(
      `${call}: the answer does not match the contract at '${this.issuePath}' (${first?.message ?? 'unknown'})`,
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any error, falling back to 'Something went wrong'. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return FALLBACK_ERROR_MESSAGE;
}

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** FormData is sent as multipart; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

function buildUrl(path: string): string {
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

function buildInit(options: ApiRequestOptions, accept: string): RequestInit {
  const headers: Record<string, string> = { Accept: accept, ...options.headers };
  // An explicit Authorization (a verification token a member's form keeps apart) wins.
  const token = getSession().token;
  if (token && headers.Authorization === undefined) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: options.signal,
    credentials: 'same-origin',
  };
}

/** How a request reaches the API: the browser's fetch, or the server's own routes while it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server's renderer answers calls in-process; the browser never changes this. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** Sends a GET now whose answer the first call to the same path takes (see early-calls.ts). */
export function sendEarly(path: string): void {
  const url = buildUrl(path);
  const init = buildInit({}, 'application/json');
  keepEarly(url, authorizationOf(init), transport(url, init));
}

function authorizationOf(init: RequestInit): string | undefined {
  return (init.headers as Record<string, string>).Authorization;
}

async function send(path: string, options: ApiRequestOptions, accept: string): Promise<Response> {
  const url = buildUrl(path);
  const init = buildInit(options, accept);
  try {
    const early = init.method === 'GET' ? takeEarly(url, authorizationOf(init)) : undefined;
    return await (early ?? transport(url, init));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, FALLBACK_ERROR_MESSAGE, undefined, error);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function asEnvelope(body: unknown): Partial<ApiEnvelope<unknown>> {
  return typeof body === 'object' && body !== null ? (body as Partial<ApiEnvelope<unknown>>) : {};
}

function failure(response: Response, body: unknown): ApiError {
  // Spec: any 401 or 403 clears the stored auth data and passes the error on.
  if (response.status === 401 || response.status === 403) clearAuth();
  const envelope = asEnvelope(body);
  const message =
    typeof envelope.message === 'string' && envelope.message.trim() !== ''
      ? envelope.message
      : FALLBACK_ERROR_MESSAGE;
  const errors =
    typeof envelope.errors === 'object' && envelope.errors !== null ? envelope.errors : undefined;
  return new ApiError(response.status, message, errors, body);
}

/**
 * Calls the API and returns its envelope. Handled outcomes come back as HTTP 200 with
 * `success` true or false (the caller decides what `success: false` means); every non-2xx
 * answer throws an ApiError.
 */
export async function apiRequest<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiEnvelope<T>> {
  const response = await send(path, options, 'application/json');
  const body = await readJson(response);
  if (!response.ok) throw failure(response, body);
  const envelope = asEnvelope(body);
  if (typeof envelope.success !== 'boolean') {
    throw new ApiError(response.status, FALLBACK_ERROR_MESSAGE, undefined, body);
  }
  return envelope as ApiEnvelope<T>;
}

/** Like apiRequest, but `success: false` is an error too; returns `data`. */
export async function apiData<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const envelope = await apiRequest<T>(path, options);
  if (!envelope.success) {
    throw new ApiError(
      200,
      envelope.message?.trim() ? envelope.message : FALLBACK_ERROR_MESSAGE,
      envelope.errors,
      envelope,
    );
  }
  return envelope.data as T;
}

/** Downloads a file (receipts). */
export async function apiBlob(path: string, options: ApiRequestOptions = {}): Promise<Blob> {
  const response = await send(path, options, '*/*');
  if (!response.ok) throw failure(response, await readJson(response));
  return response.blob();
}

/**
 * Calls the API and parses its answer with the contract's response schema (every call's answer is
 * checked here, and only here). A non-2xx answer throws an ApiError; a `success: false` answer the
 * schema does not describe throws an ApiError with the server's message, as apiData does; any other
 * mismatch throws a ResponseShapeError.
 */
export async function apiCall<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: ApiRequestOptions = {},
): Promise<z.output<Schema>> {
  const response = await send(path, options, 'application/json');
  const body = await readJson(response);
  if (!response.ok) throw failure(response, body);
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const envelope = asEnvelope(body);
  if (envelope.success === false) {
    throw new ApiError(
      200,
      envelope.message?.trim() ? envelope.message : FALLBACK_ERROR_MESSAGE,
      envelope.errors,
      body,
    );
  }
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  throw new ResponseShapeError(`${method} ${path}`, parsed.error.issues, body);
}
