import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RenewalDocumentsBody,
  UpdateMyDetailsBody,
} from '@portico/domain/contracts/my-details.contract';
import { apiCall } from '../../../app/api-client';
import { MY_DETAILS_KEY } from '../../../app/member/my-details';

/** POST /api/my_details: the form's values (the server keeps what changed) and the new record. */
export function useUpdateMyDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateMyDetailsBody & { verification_token?: string }) => {
      const { updateMyDetailsResponse } =
        await import('@portico/domain/contracts/my-details.contract');
      return apiCall('/my_details', updateMyDetailsResponse, { method: 'POST', body });
    },
    onSuccess: (answer) => {
      client.setQueryData(MY_DETAILS_KEY, answer.data);
      // The plan status and the documents questions read the same record.
      void client.invalidateQueries({ queryKey: ['plan-status'] });
    },
  });
}

/** POST /api/my_details/renewal_documents: the files of the documents answered 'no'. */
export function useConfirmRenewalDocuments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: RenewalDocumentsBody) => {
      const { renewalDocumentsResponse } =
        await import('@portico/domain/contracts/my-details.contract');
      return apiCall('/my_details/renewal_documents', renewalDocumentsResponse, {
        method: 'POST',
        body,
      });
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: MY_DETAILS_KEY });
      void client.invalidateQueries({ queryKey: ['plan-status'] });
    },
  });
}
