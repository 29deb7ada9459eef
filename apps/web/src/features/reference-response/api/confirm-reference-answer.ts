import { referenceResponse } from '@portico/domain/contracts/references.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../app/api-client';
import {
  referencePath,
  referenceRequestKey,
  type ReferenceLink,
  toReferenceRequest,
  type ReferenceRequest,
} from './get-reference-request';

/**
 * POST /api/member_status/{num}/{user_id}/{status} {t}: records the link's answer (once); a later
 * confirmation answers the earlier answer and records nothing.
 */
export async function confirmReferenceAnswer(link: ReferenceLink): Promise<ReferenceRequest> {
  const answer = await apiCall(referencePath(link), referenceResponse, {
    method: 'POST',
    body: { t: link.token },
  });
  return toReferenceRequest(answer);
}

/** Confirms, then shows the outcome in place of the question. */
export function useConfirmReferenceAnswer(link: ReferenceLink) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmReferenceAnswer(link),
    onSuccess: (outcome) => queryClient.setQueryData(referenceRequestKey(link), outcome),
  });
}
