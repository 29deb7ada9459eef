// Errors by kind: services throw these, the one error handler in app.ts turns them into the contract's
// status codes and envelope. The message is shown to the user, so it must be safe to show.

export type FieldErrors = Record<string, string>;

export abstract class DomainError extends Error {
  abstract readonly statusCode: number;
  readonly errors: FieldErrors | undefined;

  constructor(message: string, errors?: FieldErrors) {
    super(message);
    this.name = new.target.name;
    this.errors = errors;
  }

  /** Extra response headers (e.g. Retry-After). */
  headers(): Record<string, string> {
    return {};
  }
}

export class BadRequestError extends DomainError {
  readonly statusCode = 400;
}

export class UnauthorizedError extends DomainError {
  readonly statusCode = 401;
  constructor(message = 'Please sign in again') {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  readonly statusCode = 403;
  constructor(message = 'You do not have access to this') {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  readonly statusCode = 404;
  constructor(message = 'Not found') {
    super(message);
  }
}

export class ConflictError extends DomainError {
  readonly statusCode = 409;
}

export class PayloadTooLargeError extends DomainError {
  readonly statusCode = 413;
}

export class UnsupportedMediaTypeError extends DomainError {
  readonly statusCode = 415;
}

export class TooManyRequestsError extends DomainError {
  readonly statusCode = 429;
  constructor(
    message: string,
    /** Whole seconds the client should wait before trying again. */
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }

  override headers(): Record<string, string> {
    return { 'retry-after': String(Math.max(1, Math.ceil(this.retryAfterSeconds))) };
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
