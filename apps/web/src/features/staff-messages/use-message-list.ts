import { useListParams } from '../../ui/list/list-params';
import { MESSAGE_FILTER_KEYS, useMessages } from '../../app/staff/api/messages';

/** The messages as the page URL filters and pages them. */
export function useMessageList() {
  const list = useListParams(MESSAGE_FILTER_KEYS);
  const result = useMessages(list.query);
  return { list, result };
}

export type MessageList = ReturnType<typeof useMessageList>['list'];
