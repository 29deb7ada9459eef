import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../errors';
import { requirePrincipal } from './auth.plugin';

/**
 * An onRequest hook for a member's own routes: 401 without a token and 403 for any other kind of
 * token, before the path, query or body is validated (a stranger learns nothing from our validation
 * messages). The operation still checks that the member exists and owns what is named.
 */
export async function memberOnly(request: FastifyRequest): Promise<void> {
  const principal = await requirePrincipal(request);
  if (principal.kind !== 'member') throw new ForbiddenError();
}

/** An onRequest hook for routes any signed-in caller may use: 401 without a token, before validation. */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  await requirePrincipal(request);
}
