import { CHANNEL_VALUES, OUTBOX_STATUS_VALUES } from '@portico/domain/contracts/values';
import { ListFilters } from '../../ui/list/list-filters';
import { CHANNEL_LABELS, STATUS_LABELS } from '../../app/staff/messages-table';
import type { MessageList } from './use-message-list';

const STATUS_OPTIONS = OUTBOX_STATUS_VALUES.map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));
const CHANNEL_OPTIONS = CHANNEL_VALUES.map((value) => ({ value, label: CHANNEL_LABELS[value] }));

/** Search by recipient, status and channel, and, when any is set, "Clear filters". */
export function MessageFilters({ list }: { list: MessageList }) {
  return (
    <ListFilters
      name="message"
      list={list}
      searchHint="Part of the email address or mobile number it was sent to (+91 and spaces are fine)."
      filters={[
        { key: 'status', label: 'Status', anyLabel: 'Every status', options: STATUS_OPTIONS },
        { key: 'channel', label: 'Channel', anyLabel: 'Every channel', options: CHANNEL_OPTIONS },
      ]}
    />
  );
}
