import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../../db/schema';
import { requireStaff } from './auth.plugin';

/**
 * An onRequest hook: 401 without a token and 403 for a non-staff token or a missing role, before the
 * query or body is even validated (a stranger learns nothing from our validation messages).
 */
export function staffOnly(...roles: StaffRole[]) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireStaff(request, ...roles);
  };
}
