import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  testMessagesResponse,
  type testMessagesBody,
  type TestMessages,
} from '@portico/domain/contracts/test-messages.contract';
import { apiCall } from '../../../app/api-client';

const PATH = '/staff/getting-started/test-messages';
const KEY = ['staff', 'getting-started', 'test-messages'] as const;

/** Statuses a test may still leave: the screen reads again until none is left in them. */
const IN_FLIGHT = new Set(['pending', 'sending']);
const REFRESH_MS = 2000;

export const isInFlight = (data: TestMessages | undefined) =>
  data?.channels.some((channel) => channel.last && IN_FLIGHT.has(channel.last.status)) ?? false;

/** GET …/test-messages (admin): each channel, set up or not, and the admin's last test on it. */
export function useTestMessages(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: KEY,
      queryFn: async ({ signal }) => (await apiCall(PATH, testMessagesResponse, { signal })).data,
      enabled,
      refetchInterval: (query) => (isInFlight(query.state.data) ? REFRESH_MS : false),
    }),
  );
}

/** POST …/test-messages: sends a test on each channel set up; the checklist reads again after. */
export function useSendTestMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof testMessagesBody>) =>
      (await apiCall(PATH, testMessagesResponse, { method: 'POST', body })).data,
    onSuccess: async (data) => {
      queryClient.setQueryData(KEY, data);
      await queryClient.invalidateQueries({ queryKey: ['staff', 'getting-started'], exact: true });
    },
  });
}
