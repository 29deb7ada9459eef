import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';
import {
  parseReferenceRequest,
  referencePath,
  referenceRequestKey,
  type ReferenceLink,
  type ReferenceRequest,
} from './get-reference-request';

/**
 * POST /api/member_status/{num}/{user_id}/{status} {t}: records the link's answer (once); a later
 * confirmation answers the earlier answer and records nothing.
 */
export async function confirmReferenceAnswer(link: ReferenceLink): Promise<ReferenceRequest> {
  const envelope = await apiRequest<unknown>(referencePath(link), {
    method: 'POST',
    body: { t: link.token },
  });
  if (!envelope.success) throw new Error(envelope.message?.trim() || FALLBACK_ERROR_MESSAGE);
  return parseReferenceRequest(envelope);
}

/** Confirms, then shows the outcome in place of the question. */
export function useConfirmReferenceAnswer(link: ReferenceLink) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmReferenceAnswer(link),
    onSuccess: (outcome) => queryClient.setQueryData(referenceRequestKey(link), outcome),
  });
}
