import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  heldRemindersResponse,
  type HeldReminders,
} from '@portico/domain/contracts/member-import.contract';
import { apiCall } from '../../../app/api-client';

export type { HeldReminders };

/** GET /api/staff/members/import/reminders?from=: imported members whose reminders are held. */
export function heldRemindersQuery(from: string) {
  return queryOptions({
    queryKey: ['staff', 'members', 'held-reminders', from],
    queryFn: async ({ signal }) => {
      const url = `/staff/members/import/reminders?from=${encodeURIComponent(from)}`;
      return (await apiCall(url, heldRemindersResponse, { signal })).data;
    },
  });
}

export function useHeldReminders(from: string) {
  return useQuery(heldRemindersQuery(from));
}

/** POST /api/staff/members/import/reminders: the held members' reminders start on `from`. */
export function useStartRemindersMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (from: string) =>
      (
        await apiCall('/staff/members/import/reminders', heldRemindersResponse, {
          method: 'POST',
          body: { from },
        })
      ).data,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['staff', 'members', 'held-reminders'] }),
  });
}
