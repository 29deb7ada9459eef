import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/api-client';
import { ErrorMessage } from '../../ui/field-parts';
import { LabelledCheckbox } from '../../ui/labelled-fields';
import buttons from '../../ui/button.module.css';
import { ErrorSummary } from '../../ui/error-summary';
import fieldStyles from '../../ui/field.module.css';
import messageStyles from '../../ui/message.module.css';
import {
  reminderChannelsQuery,
  useSaveReminderChannels,
  type ReminderChannels as Choice,
} from './api/reminder-channels';

const HEADING_ID = 'reminder-channels-title';
const HINT_ID = 'reminder-channels-hint';
const ERROR_ID = 'reminder-channels-error';
const EMAIL_ID = 'reminder-channel-email';
const NONE_CHOSEN = 'Choose email, WhatsApp or both';

/**
 * How the member is reminded to renew (issue #16): email and/or WhatsApp, at least one. Shown only
 * once the choice has loaded; a member area without it (an older server) simply has no section.
 */
export function ReminderChannels() {
  const { data } = useQuery(reminderChannelsQuery);
  return data ? <ReminderForm initial={data} /> : null;
}

function ReminderForm({ initial }: { initial: Choice }) {
  const save = useSaveReminderChannels();
  const [choice, setChoice] = useState<Choice>(initial);
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const toggle = (channel: keyof Choice) => (checked: boolean) => {
    setChoice({ ...choice, [channel]: checked });
    setSaved(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    if (!choice.email && !choice.whatsapp) {
      setProblem(NONE_CHOSEN);
      return;
    }
    setProblem(null);
    save.mutate(choice, {
      onSuccess: () => setSaved(true),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <section aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>Renewal reminders</h2>
      {problem ? (
        <ErrorSummary
          items={[{ message: problem, fieldId: problem === NONE_CHOSEN ? EMAIL_ID : undefined }]}
          attempt={attempt}
        />
      ) : null}
      <form onSubmit={submit} noValidate>
        <fieldset aria-describedby={`${HINT_ID}${problem === NONE_CHOSEN ? ` ${ERROR_ID}` : ''}`}>
          <legend className={fieldStyles.label}>How should we remind you to renew?</legend>
          <p id={HINT_ID} className={fieldStyles.hint}>
            Select all that apply. WhatsApp reminders go to your registered mobile number.
          </p>
          <ErrorMessage id={ERROR_ID} message={problem === NONE_CHOSEN ? NONE_CHOSEN : null} />
          <LabelledCheckbox
            id={EMAIL_ID}
            label="Email"
            checked={choice.email}
            onChange={toggle('email')}
          />
          <LabelledCheckbox
            id="reminder-channel-whatsapp"
            label="WhatsApp"
            checked={choice.whatsapp}
            onChange={toggle('whatsapp')}
          />
        </fieldset>
        <button type="submit" className={buttons.secondary} disabled={save.isPending}>
          Save reminder choice
        </button>
        <p role="status" className={messageStyles.status}>
          {saved ? 'Your reminder choice is saved.' : ''}
        </p>
      </form>
    </section>
  );
}
