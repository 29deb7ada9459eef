import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reminderChannels } from '@portico/domain/contracts/members.contract';
import { memberQuery, memberSend } from '../../../app/member/member-query';

export type ReminderChannels = z.input<typeof reminderChannels>;

const KEY = ['reminder-channels'] as const;

const loadChannelsContract = async () =>
  (await import('@portico/domain/contracts/members.contract')).reminderChannelsResponse;

/** GET /api/reminder_channels: how the member gets renewal reminders. */
export const reminderChannelsQuery = memberQuery(KEY, '/reminder_channels', loadChannelsContract);

const putChannels = memberSend('/reminder_channels', 'PUT', loadChannelsContract);

/** PUT /api/reminder_channels. */
export function useSaveReminderChannels() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: ReminderChannels) => putChannels(choice),
    onSuccess: (saved) => client.setQueryData(KEY, saved),
  });
}
