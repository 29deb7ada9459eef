import { useMutation } from '@tanstack/react-query';
import {
  type CheckMemberBody,
  checkMemberBody,
  checkMemberResponse,
} from '@portico/domain/contracts/applications.contract';
import type { ProposerMatch } from '@portico/domain/contracts/values';
import { apiCall } from '../../../app/api-client';

/**
 * POST /api/check_member {email, phone}: whether the pair belongs to an existing member ('member'),
 * else which of the two a member holds. Throws when the check cannot run (network, server error, an
 * answer of the wrong shape).
 */
export async function checkMember(pair: CheckMemberBody): Promise<ProposerMatch> {
  const answer = await apiCall('/check_member', checkMemberResponse, {
    method: 'POST',
    body: checkMemberBody.parse(pair),
  });
  return answer.match;
}

export function useCheckMemberMutation() {
  return useMutation({ mutationFn: checkMember });
}
