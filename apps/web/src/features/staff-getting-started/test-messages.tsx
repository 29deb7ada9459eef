import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  testMessagesBody,
  type TestMessageChannel,
  type TestMessages,
} from '@portico/domain/contracts/test-messages.contract';
import { QueryResult } from '../../app/staff/query-state';
import { applyServerErrors } from '../../app/staff/server-errors';
import { Badge, type BadgeTone } from '../../ui/list/badge';
import { fieldAria } from '../../ui/field-parts';
import { Field } from '../../ui/list/field';
import { isInFlight, useSendTestMessages, useTestMessages } from './api/test-messages';
import buttons from '../../ui/button.module.css';
import fieldParts from '../../ui/field.module.css';
import fieldStyles from '../../ui/list/field.module.css';
import panel from '../../ui/list/panel.module.css';
import styles from './getting-started.module.css';

const CHANNEL_NAMES = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' } as const;

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Queued', tone: 'warning' },
  sending: { label: 'Sending', tone: 'warning' },
  sent: { label: 'Sent', tone: 'success' },
  delivered: { label: 'Delivered', tone: 'success' },
  read: { label: 'Read', tone: 'success' },
  failed: { label: 'Failed', tone: 'error' },
};

/** A channel's line: where a test goes and how the last one went, or the setting that sets it up. */
function ChannelRow({ entry }: { entry: TestMessageChannel }) {
  const name = CHANNEL_NAMES[entry.channel];
  if (!entry.configured) {
    return (
      <li className={styles.task}>
        <div className={styles.name}>
          <span>{name}</span>
          <span className={styles.hint}>To set it up, add {entry.setting} to the settings.</span>
        </div>
        <Badge tone="neutral">Not set up</Badge>
      </li>
    );
  }
  const status = entry.last ? STATUS[entry.last.status] : undefined;
  return (
    <li className={styles.task}>
      <div className={styles.name}>
        <span>{name}</span>
        <span className={styles.hint}>
          {entry.to ? `To ${entry.to}` : 'To the mobile number below'}
          {entry.last?.error ? `. ${entry.last.error}` : ''}
        </span>
      </div>
      {status ? (
        <Badge tone={status.tone}>{status.label}</Badge>
      ) : (
        <Badge tone="neutral">Not sent yet</Badge>
      )}
    </li>
  );
}

type FormValues = z.input<typeof testMessagesBody>;

function SendForm({ data }: { data: TestMessages }) {
  const send = useSendTestMessages();
  const [formError, setFormError] = useState('');
  const form = useForm<FormValues>({
    resolver: zodResolver(testMessagesBody),
    defaultValues: { mobile_number: data.mobile_number ?? '' },
  });
  const needsMobile = data.channels.some((c) => c.configured && c.channel !== 'email');
  const anyConfigured = data.channels.some((c) => c.configured);
  const error = form.formState.errors.mobile_number?.message;
  const submit = form.handleSubmit((values) => {
    setFormError('');
    const body = needsMobile && values.mobile_number ? { mobile_number: values.mobile_number } : {};
    send.mutate(body, {
      onError: (failure) =>
        setFormError(applyServerErrors(failure, ['mobile_number'], form.setError)),
    });
  });
  if (!anyConfigured) {
    return <p>Set up at least one channel above, then restart the portal to send a test.</p>;
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
      {needsMobile ? (
        <Field
          id="test-mobile"
          label="Your mobile number"
          hint="10 digits. The SMS and WhatsApp tests go to it; it is saved on your staff account."
          error={error}
          required
        >
          <input
            {...fieldAria('test-mobile', error, true)}
            className={fieldStyles.input}
            inputMode="numeric"
            autoComplete="tel-national"
            {...form.register('mobile_number')}
          />
        </Field>
      ) : null}
      {formError ? (
        <p className={fieldParts.error} role="alert">
          {formError}
        </p>
      ) : null}
      <div>
        <button type="submit" className={buttons.primary} disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send test messages to myself'}
        </button>
      </div>
    </form>
  );
}

/** Says when every test has its final status (a screen reader hears it once, not each refresh). */
function useFinalAnnouncement(data: TestMessages | undefined) {
  const inFlight = isInFlight(data);
  // Adjusted while rendering (React's pattern for state that follows a value): no effect needed.
  const [seen, setSeen] = useState({ inFlight: false, message: '' });
  if (seen.inFlight !== inFlight) {
    const message = inFlight
      ? 'Sending the test messages…'
      : 'The test messages have their final status.';
    setSeen({ inFlight, message });
  }
  return seen.message;
}

/** Getting started's messages step: send a test on each channel set up and watch its status. */
export function TestMessagesPanel() {
  const query = useTestMessages(true);
  const announcement = useFinalAnnouncement(query.data);
  return (
    <section id="test-messages" className={panel.panel} aria-labelledby="test-messages-title">
      <h2 id="test-messages-title" className={panel.title}>
        Test messages
      </h2>
      <p className={styles.summary}>
        Send yourself a test on each channel, through the same outbox every message takes.
      </p>
      <QueryResult query={query} loadingText="Loading the test messages…">
        {query.data ? (
          <>
            <ul className={styles.list} aria-label="Channels">
              {query.data.channels.map((entry) => (
                <ChannelRow key={entry.channel} entry={entry} />
              ))}
            </ul>
            <SendForm data={query.data} />
          </>
        ) : null}
      </QueryResult>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </section>
  );
}
