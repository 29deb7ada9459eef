import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentReviewResponse } from '@portico/domain/contracts/staff-application.contract';
import type { DOCUMENT_DECISION_VALUES } from '@portico/domain/contracts/values';
import { apiCall } from '../../../app/api-client';
import { staffApplicationKey } from './get-staff-application';

export type DocumentReview = {
  status: (typeof DOCUMENT_DECISION_VALUES)[number];
  remark?: string;
};

/** POST /api/staff/documents/:documentId/review {status, remark?}; resolves with the server's message. */
export async function reviewDocument(documentId: number, review: DocumentReview): Promise<string> {
  const body = review.remark ? review : { status: review.status };
  const answer = await apiCall(`/staff/documents/${documentId}/review`, documentReviewResponse, {
    method: 'POST',
    body,
  });
  return answer.message;
}

export function useReviewDocument(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, review }: { documentId: number; review: DocumentReview }) =>
      reviewDocument(documentId, review),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: staffApplicationKey(applicationId) }),
  });
}
