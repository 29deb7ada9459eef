import { useMutation } from '@tanstack/react-query';
import { checkMemberResponse } from '@portico/domain/contracts/applications.contract';
import {
  checkMemberBody,
  type CheckMemberBody,
} from '@portico/domain/contracts/application-saves.contract';
import { apiCall } from '../../../app/api-client';

/**
 * POST /api/check_member {email, phone}: whether the pair belongs to an existing member.
 * Throws when the check cannot run (network, server error, an answer of the wrong shape).
 */
export async function checkMember(pair: CheckMemberBody): Promise<boolean> {
  const answer = await apiCall('/check_member', checkMemberResponse, {
    method: 'POST',
    body: checkMemberBody.parse(pair),
  });
  return answer.success;
}

export function useCheckMemberMutation() {
  return useMutation({ mutationFn: checkMember });
}
