import { formatDisplayDate } from '@portico/domain/format';
import { REMINDER_STAGES } from '@portico/domain/reminders';
import { formatDateTime } from '../../app/staff/format';
import { DataTable } from '../../ui/list/data-table';
import type { ReminderItem } from './api/get-reminders';

const CHANNEL_LABELS: Record<string, string> = { email: 'Email', sms: 'SMS' };

const stageText = (stage: string) =>
  REMINDER_STAGES.find((entry) => entry.stage === stage)?.label ?? (stage || '—');

function channelsText(channels: readonly string[]): string {
  return channels.length > 0
    ? channels.map((channel) => CHANNEL_LABELS[channel] ?? channel).join(', ')
    : '—';
}

function ReminderRow({ reminder }: { reminder: ReminderItem }) {
  return (
    <tr>
      <th scope="row">{reminder.name || '—'}</th>
      <td>{reminder.company_name || '—'}</td>
      <td>{reminder.member_number || '—'}</td>
      <td>{stageText(reminder.stage)}</td>
      <td>{reminder.period_ends_on ? formatDisplayDate(reminder.period_ends_on) : '—'}</td>
      <td>{formatDateTime(reminder.sent_at) || '—'}</td>
      <td>{channelsText(reminder.channels)}</td>
    </tr>
  );
}

/** Who was reminded of what, when and how, newest first. */
export function RemindersTable({
  items,
  isFetching,
}: {
  items: readonly ReminderItem[];
  isFetching: boolean;
}) {
  return (
    <DataTable
      label="Reminders table"
      caption="Renewal reminders"
      columns={[
        'Member',
        'Company',
        'Member no.',
        'Reminder',
        'Period ends',
        'Sent at',
        'Channels',
      ]}
      busy={isFetching}
    >
      {items.map((reminder) => (
        <ReminderRow key={reminder.id} reminder={reminder} />
      ))}
    </DataTable>
  );
}
