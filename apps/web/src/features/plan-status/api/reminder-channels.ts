import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reminderChannels } from '@portico/domain/contracts/members.contract';
import { apiCall } from '../../../app/api-client';
import { memberQuery } from '../../../app/member/member-query';

export type ReminderChannels = z.input<typeof reminderChannels>;

const KEY = ['reminder-channels'] as const;

/** GET /api/reminder_channels: how the member gets renewal reminders. */
export const reminderChannelsQuery = memberQuery(
  KEY,
  '/reminder_channels',
  async () => (await import('@portico/domain/contracts/members.contract')).reminderChannelsResponse,
);

/** PUT /api/reminder_channels. */
export function useSaveReminderChannels() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (choice: ReminderChannels) => {
      const { reminderChannelsResponse } =
        await import('@portico/domain/contracts/members.contract');
      return (
        await apiCall('/reminder_channels', reminderChannelsResponse, {
          method: 'PUT',
          body: choice,
        })
      ).data;
    },
    onSuccess: (saved) => client.setQueryData(KEY, saved),
  });
}
