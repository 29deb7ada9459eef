import { useState } from 'react';
import { formatIndiaDate } from '@portico/domain/format';
import type { ReminderPreview } from '@portico/domain/contracts/member-import.contract';
import { DateInput } from '../../ui/date-input';
import { Notice } from '../../ui/list/notice';
import buttons from '../../ui/button.module.css';
import fields from '../../ui/field.module.css';
import pageStyles from '../../ui/page.module.css';
import { useHeldReminders, useStartRemindersMutation } from './api/held-reminders';
import styles from './import-members.module.css';

/*
 * An import never messages anyone by itself (decision 067): the new members' renewal reminders are off
 * until the admin chooses the day they start, here or later, with a preview of who and when.
 */

const dayText = (day: string) => formatIndiaDate(new Date(`${day}T00:00:00+05:30`));
const membersText = (count: number) =>
  `${count.toLocaleString('en-IN')} member${count === 1 ? '' : 's'}`;

/** A day reminders start on cannot have passed (India time). */
function notBeforeToday(day: string): string | undefined {
  return day && day < indiaToday() ? 'The day reminders start must be today or later' : undefined;
}

/** Today in India, YYYY-MM-DD: the earliest day worth offering. */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** "No one is messaged…", or how many would be and on which days (the first reminder of each). */
export function ReminderPreviewText({ preview }: { preview: ReminderPreview }) {
  if (preview.from === null) {
    return (
      <p>
        Renewal reminders: none. No one is messaged until you turn reminders on for the imported
        members.
      </p>
    );
  }
  if (preview.messaged === 0) {
    return <p>Renewal reminders from {dayText(preview.from)}: no one is due one.</p>;
  }
  const days = preview.firstReminders.slice(0, 5);
  const rest = preview.firstReminders.length - days.length;
  return (
    <div>
      <p>
        Renewal reminders from {dayText(preview.from)}: {membersText(preview.messaged)} would be
        messaged by email and text. First reminders:
      </p>
      <ul>
        {days.map((day) => (
          <li key={day.on}>
            {dayText(day.on)}: {membersText(day.members)}
          </li>
        ))}
        {rest > 0 ? <li>and on {rest.toLocaleString('en-IN')} later days</li> : null}
      </ul>
    </div>
  );
}

/** The import's choice: no reminders yet (the default), or reminders from a day. */
export function RemindersChoice({
  value,
  onChange,
}: {
  value: string;
  onChange: (remindersFrom: string) => void;
}) {
  const [lastDay, setLastDay] = useState(indiaToday());
  const onADay = value !== '';
  return (
    <fieldset className={fields.field}>
      <legend className={fields.label}>Renewal reminders for the new members</legend>
      <p className={fields.hint}>
        Importing sends no message. Check the file to see how many would be messaged, and when.
      </p>
      <label className={styles.choice}>
        <input type="radio" name="reminders" checked={!onADay} onChange={() => onChange('')} />
        None for now: turn them on later
      </label>
      <label className={styles.choice}>
        <input type="radio" name="reminders" checked={onADay} onChange={() => onChange(lastDay)} />
        From a day
      </label>
      {onADay ? (
        <DateInput
          id="import-reminders-from"
          label="Reminders start on"
          value={value}
          error={notBeforeToday(value)}
          passUnfinished={false}
          onChange={(day) => {
            if (!day) return;
            setLastDay(day);
            onChange(day);
          }}
        />
      ) : null}
    </fieldset>
  );
}

/** Imported members whose reminders are off: a day to start them, its preview, and the switch. */
export function HeldRemindersPanel() {
  const [from, setFrom] = useState(indiaToday());
  const held = useHeldReminders(from);
  const start = useStartRemindersMutation();
  if (!held.data || (held.data.held === 0 && !start.data)) return null;
  return (
    <section className={styles.form} aria-labelledby="held-reminders-title">
      <h2 id="held-reminders-title">Imported members without reminders</h2>
      {start.data ? (
        <Notice tone="success" role="status">
          Reminders turned on for {membersText(start.data.held)} from{' '}
          {dayText(start.data.preview.from ?? from)}.
        </Notice>
      ) : null}
      {held.data.held > 0 ? (
        <>
          <p>{membersText(held.data.held)} imported without renewal reminders.</p>
          <DateInput
            id="held-reminders-from"
            label="Start their reminders on"
            value={from}
            error={notBeforeToday(from)}
            passUnfinished={false}
            onChange={(day) => day && setFrom(day)}
          />
          <ReminderPreviewText preview={held.data.preview} />
          <div className={pageStyles.actions}>
            <button
              type="button"
              className={buttons.secondary}
              disabled={start.isPending}
              onClick={() => start.mutate(from)}
            >
              Turn reminders on
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
