import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordSave } from '../../../app/staff/api/save-record';

/**
 * A change to the application's payments or invoices, resolving with what the toast says. After it,
 * the application is read afresh: its payments, its stage and its audit log.
 */
export function useApplicationChange<Input>(
  applicationId: number,
  change: (save: RecordSave<Input>) => Promise<string>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['staff', 'applications', applicationId] }),
  });
}
