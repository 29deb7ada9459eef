import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApplicationKey } from './get-staff-application';
import { sendChange } from '../../../app/staff/api/send';

export type DocumentReview = { status: 'accepted' | 'needs_replacement'; remark?: string };

/** POST /api/staff/documents/:documentId/review {status, remark?} */
export async function reviewDocument(documentId: number, review: DocumentReview): Promise<string> {
  const body = review.remark ? review : { status: review.status };
  const { message } = await sendChange(`/staff/documents/${documentId}/review`, 'POST', body);
  return message;
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
