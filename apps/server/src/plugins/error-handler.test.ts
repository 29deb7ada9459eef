import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { useTestApp } from '../../test/support/app';
import { createLogger } from '../app';
import { MAX_FIELD_ERRORS } from './error-handler';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
  type DomainError,
} from '../errors';

const logLines: Record<string, unknown>[] = [];
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      logLines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  },
});

const DOMAIN_ERRORS: Record<string, () => DomainError> = {
  'bad-request': () =>
    new BadRequestError('Please submit basic details first!!', { id: 'Missing id' }),
  unauthorized: () => new UnauthorizedError(),
  forbidden: () => new ForbiddenError(),
  'not-found': () => new NotFoundError('Application not found'),
  conflict: () => new ConflictError('Payment already received'),
  'too-large': () => new PayloadTooLargeError('File size must be upto 5 MB.'),
  'unsupported-type': () => new UnsupportedMediaTypeError('Only pdf files are allowed.'),
  'too-many': () => new TooManyRequestsError('Too many attempts, try again later', 42.2),
};

const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({
          name: z.string({ error: 'Name is required' }).min(1, 'Name is required'),
          email: z.email({ error: 'Please enter a valid email' }),
          members: z
            .array(z.object({ mobile: z.string().min(6, 'Please enter a valid mobile number') }))
            .optional(),
        }),
      },
    },
    async (request) => ({ success: true, data: request.body }),
  );
  app.get('/api/test/boom', async () => {
    throw new Error('relation "secret_table" does not exist');
  });
  app.get('/api/test/domain/:kind', async (request) => {
    const make = DOMAIN_ERRORS[(request.params as { kind: string }).kind];
    if (!make) throw new Error('unknown kind');
    throw make();
  });
};

const t = useTestApp({
  logger: createLogger({ logLevel: 'info' }, { destination: logSink }),
  extend: async (app) => {
    await app.register(testRoutes);
  },
});

describe('error envelope', () => {
  it('answers invalid input with 400 and the schema messages per field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: '', email: 'nope', members: [{ mobile: '12' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Name is required',
      errors: {
        name: 'Name is required',
        email: 'Please enter a valid email',
        'members.0.mobile': 'Please enter a valid mobile number',
      },
    });
  });

  it('names at most MAX_FIELD_ERRORS fields, however many values are wrong', async () => {
    const members = Array.from({ length: 5_000 }, () => ({ mobile: '12' }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Asha', email: 'asha@example.com', members },
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: Record<string, string> }>();
    expect(Object.keys(errors)).toHaveLength(MAX_FIELD_ERRORS);
    expect(errors['members.0.mobile']).toBe('Please enter a valid mobile number');
  });

  it('passes valid input through', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Asha', email: 'asha@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { name: 'Asha', email: 'asha@example.com' },
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Asha", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'The request body is not valid JSON',
    });
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('answers a content type it cannot read with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>Asha</name>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: 'Unsupported content type' });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/no/such/thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Not found' });
    }
  });

  it('hides unexpected errors behind 500 Something went wrong, and logs them', async () => {
    logLines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: 'Something went wrong' });
    expect(response.body).not.toContain('secret_table');
    expect(response.body).not.toContain('at ');
    const logged = logLines.find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({
      level: 50,
      err: { message: 'relation "secret_table" does not exist' },
    });
  });

  it.each([
    [
      'bad-request',
      400,
      { message: 'Please submit basic details first!!', errors: { id: 'Missing id' } },
    ],
    ['unauthorized', 401, { message: 'Please sign in again' }],
    ['forbidden', 403, { message: 'You do not have access to this' }],
    ['not-found', 404, { message: 'Application not found' }],
    ['conflict', 409, { message: 'Payment already received' }],
    ['too-large', 413, { message: 'File size must be upto 5 MB.' }],
    ['unsupported-type', 415, { message: 'Only pdf files are allowed.' }],
    ['too-many', 429, { message: 'Too many attempts, try again later' }],
  ])('maps a thrown %s error to %i', async (kind, status, body) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/test/domain/${kind}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, ...body });
  });

  it('tells a throttled client when to retry', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/domain/too-many' });
    expect(response.headers['retry-after']).toBe('43');
  });

  it('never writes credentials to the log', async () => {
    logLines.length = 0;
    await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: 'Bearer very-secret-token' },
    });
    const logger = createLogger({ logLevel: 'info' }, { destination: logSink });
    logger.info({ req: { headers: { authorization: 'Bearer very-secret-token' } } }, 'headers');
    expect(JSON.stringify(logLines)).not.toContain('very-secret-token');
    expect(logLines.at(-1)).toMatchObject({ req: { headers: { authorization: '[redacted]' } } });
  });
});
