import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eraseApplicationResponse } from '@portico/domain/contracts/privacy.contract';
import { apiCall } from '../../../app/api-client';
import { staffApplicationKey } from './get-staff-application';

/**
 * POST /api/staff/applications/:id/erase with {reason} (admin, decision 048); resolves with the
 * server's message, then reads the application (and the queue) afresh.
 */
export function useEraseApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) =>
      (
        await apiCall(`/staff/applications/${id}/erase`, eraseApplicationResponse, {
          method: 'POST',
          body: { reason },
        })
      ).message,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffApplicationKey(id) }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'applications'] }),
      ]),
  });
}
