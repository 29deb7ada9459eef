// The one place where failures become responses: the contract's envelope and status codes, the
// schema's own messages for invalid input, and never a stack trace or SQL in a body.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@portico/domain/messages';
import { isDomainError, type FieldErrors } from '../errors';

export type ErrorEnvelope = { success: false; message: string; errors?: FieldErrors };

/** Fastify's own client errors, with a message fit for a user instead of the parser's detail. */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid Content-Length' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, message: 'Invalid content type' },
};

/**
 * The most fields one answer names. A form shows a few; a body of thousands of wrong values would
 * otherwise be answered with thousands of messages (and as many bytes to build and send).
 */
export const MAX_FIELD_ERRORS = 50;

function fieldName(path: string, context: string | undefined): string {
  const field = path.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return field || context || 'request';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(function handleError(
    error: FastifyError,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      let named = 0;
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath, error.validationContext);
        if (errors[field] !== undefined) continue;
        errors[field] = issue.message ?? 'Invalid value';
        named += 1;
        if (named === MAX_FIELD_ERRORS) break;
      }
      const message = Object.values(errors)[0] ?? 'Invalid request';
      return reply.code(400).send({ success: false, message, errors } satisfies ErrorEnvelope);
    }

    if (isDomainError(error)) {
      const body: ErrorEnvelope = { success: false, message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.code(error.statusCode).headers(error.headers()).send(body);
    }

    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) {
      return reply
        .code(known.status)
        .send({ success: false, message: known.message } satisfies ErrorEnvelope);
    }

    // A body parser that failed on its input (e.g. a SyntaxError flagged 400) is the client's fault.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply
        .code(status)
        .send({ success: false, message: error.message } satisfies ErrorEnvelope);
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ success: false, message: MESSAGES.somethingWentWrong } satisfies ErrorEnvelope);
  });
}

export function apiNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ success: false, message: 'Not found' } satisfies ErrorEnvelope);
}
