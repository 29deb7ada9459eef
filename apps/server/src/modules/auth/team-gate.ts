// The one check of a company's team roles (decision 110): a member session acting as a billing or
// contact person may call only the routes its role lists (packages/domain/src/team.ts); any other
// answers 403 before the route's own hooks, validation or operation run. Admins and the account
// holder pass. Requests without a token, with a bad one, or with another kind of token are left to
// the route (a public route serves them as anonymous; a member's refuses them with 401). Only a
// member token naming a person costs a lookup here (the token's check itself is remembered).
import type { FastifyRequest } from 'fastify';
import { teamRoleMayUse } from '@portico/domain/team';
import { ForbiddenError, UnauthorizedError } from '../../errors';
import type { TokenService } from './tokens';

function bearerText(request: FastifyRequest): string | null {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export function teamRoleGate(tokens: TokenService) {
  return async function gate(request: FastifyRequest): Promise<void> {
    const text = bearerText(request);
    if (text === null) return;
    const pattern = request.routeOptions.url;
    if (pattern === undefined) return; // no such route: the 404 says so
    let seat;
    try {
      const token = await tokens.verify(text);
      if (token.principal.kind !== 'member' || token.principal.personId === undefined) return;
      const principal = await request.principal();
      seat = principal?.kind === 'member' ? principal.seat : undefined;
    } catch (error) {
      if (error instanceof UnauthorizedError) return;
      throw error;
    }
    if (!seat || seat.role === 'admin') return;
    if (!teamRoleMayUse(seat.role, request.method, pattern)) throw new ForbiddenError();
  };
}
