import { CHANNEL_VALUES, OUTBOX_STATUS_VALUES } from '@portico/domain/contracts/values';
import { FilterSelect, SearchForm } from '../../ui/list/filter-fields';
import { FilterPanel } from '../../ui/list/filter-panel';
import { CHANNEL_LABELS, STATUS_LABELS } from '../../app/staff/messages-table';
import type { MessageList } from './use-message-list';

const STATUS_OPTIONS = OUTBOX_STATUS_VALUES.map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));
const CHANNEL_OPTIONS = CHANNEL_VALUES.map((value) => ({ value, label: CHANNEL_LABELS[value] }));

/** Search by recipient, status and channel, and, when any is set, "Clear filters". */
export function MessageFilters({ list }: { list: MessageList }) {
  const { values } = list;
  return (
    <FilterPanel
      titleId="message-filters-title"
      search={
        <SearchForm
          id="message-search"
          value={values.q}
          onSearch={(q) => list.update({ q })}
          hint="Part of the email address or mobile number it was sent to."
        />
      }
      onClear={list.hasFilters ? () => list.clear() : null}
    >
      <FilterSelect
        id="message-status"
        label="Status"
        anyLabel="Every status"
        options={STATUS_OPTIONS}
        value={values.status}
        onChange={(status) => list.update({ status })}
      />
      <FilterSelect
        id="message-channel"
        label="Channel"
        anyLabel="Every channel"
        options={CHANNEL_OPTIONS}
        value={values.channel}
        onChange={(channel) => list.update({ channel })}
      />
    </FilterPanel>
  );
}
