// What the routes that take a multipart upload share: the parser registered once, the one small file
// of a body (a logo) read whole, and a reply sent before the body was read closing the connection.
import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BadRequestError, isDomainError } from '../errors';

/**
 * Registers the multipart parser (with these default limits), unless another module has registered
 * it for the whole app.
 */
export async function acceptMultipart(
  app: FastifyInstance,
  limits?: FastifyMultipartOptions['limits'],
): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, limits ? { limits } : {});
  }
}

/**
 * An onSend hook: a reply sent before the body was read (401, a refused file, ...) closes the
 * connection, so the client stops sending instead of the server reading the rest of a large body.
 */
export async function closeIfBodyUnread(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (!request.raw.readableEnded) reply.header('connection', 'close');
}

type SingleFileRules = {
  /** The form field that carries the file. */
  field: string;
  maxBytes: number;
  messages: { missing: string; tooLarge: string };
};

/** The one file of the body, whole; a larger one is refused as it arrives. */
export async function singleFileOf(
  request: FastifyRequest,
  { field, maxBytes, messages }: SingleFileRules,
): Promise<Buffer> {
  if (!request.isMultipart()) throw new BadRequestError(messages.missing);
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0 } });
    if (!file || file.fieldname !== field) throw new BadRequestError(messages.missing);
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw new BadRequestError(messages.tooLarge);
    return bytes;
  } catch (error) {
    if (isDomainError(error)) throw error;
    const tooLarge = (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
    const message = tooLarge ? messages.tooLarge : messages.missing;
    throw new BadRequestError(message, { [field]: message });
  }
}
