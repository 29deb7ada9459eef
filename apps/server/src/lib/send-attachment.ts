import type { FastifyReply } from 'fastify';

/**
 * Sends a file to save rather than show: its type, the name it is saved under (made safe for any
 * file system: '/' of a member number prefix becomes '_') and no caching. A member's own file is
 * `private` too; a staff export is never cached anywhere either way.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { type: string; name: string; body: unknown; isPrivate?: boolean },
): FastifyReply {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', file.isPrivate ? 'private, no-store' : 'no-store')
    .send(file.body);
}

/** A signed-in person's own file (their card, their data, a credit note): private, never cached. */
export function sendPrivateFile(
  reply: FastifyReply,
  type: string,
  name: string,
  body: unknown,
): FastifyReply {
  return sendAttachment(reply, { type, name, body, isPrivate: true });
}
