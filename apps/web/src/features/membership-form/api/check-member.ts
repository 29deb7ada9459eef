import type { CheckMember } from '@portico/domain/schemas/check-member.schema';
import { apiRequest } from '../../../app/api-client';

/**
 * POST /api/check_member {email, phone}: whether the pair belongs to an existing member.
 * Throws when the check cannot run (network, server error).
 */
export async function checkMember(pair: CheckMember): Promise<boolean> {
  const envelope = await apiRequest<unknown>('/check_member', { method: 'POST', body: pair });
  return envelope.success;
}
