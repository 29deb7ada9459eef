import { useListParams } from '../../ui/list/list-params';
import { MESSAGE_FILTER_KEYS, useMessages } from '../../app/staff/api/messages';

/** The messages as the page URL filters and pages them. */
export function useMessageList() {
  const list = useListParams(MESSAGE_FILTER_KEYS);
  const { values } = list;
  const result = useMessages({
    q: values.q,
    status: values.status,
    channel: values.channel,
    kind: values.kind,
    application_id: values.application_id,
    member_id: values.member_id,
    page: String(list.page),
    pageSize: String(list.pageSize),
  });
  return { list, result };
}

export type MessageList = ReturnType<typeof useMessageList>['list'];
