import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messageDetailResponse,
  messageListResponse,
  messageResendResponse,
  type messageListQuery,
  type MessageDetail,
  type MessageItem,
} from '@portico/domain/contracts/staff-messages.contract';
import { apiCall } from '../../api-client';
import { pageQuery } from './page-query';

export type { MessageDetail, MessageItem };

type MessageQueryKey = keyof typeof messageListQuery.shape;

/** The messages list's filters (the contract's query without its paging). */
export const MESSAGE_FILTER_KEYS = [
  'q',
  'status',
  'channel',
  'kind',
  'application_id',
  'member_id',
] as const satisfies readonly Exclude<MessageQueryKey, 'page' | 'pageSize'>[];

export type MessagesQuery = Partial<Record<MessageQueryKey, string>>;

/** GET /api/staff/messages (failed first, then newest). */
export function useMessages(query: MessagesQuery) {
  return useQuery(pageQuery('messages', '/staff/messages', messageListResponse, query));
}

/** GET /api/staff/messages/:id: one message with its text (fetched only when asked). */
export function useMessage(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['staff', 'message', id],
    queryFn: async ({ signal }) =>
      (await apiCall(`/staff/messages/${id}`, messageDetailResponse, { signal })).data,
    enabled,
  });
}

/** POST /api/staff/messages/:id/resend: a new copy, queued. */
export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiCall(`/staff/messages/${id}/resend`, messageResendResponse, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'messages'] }),
  });
}
