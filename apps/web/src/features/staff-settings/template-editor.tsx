import { smsDltSetting } from '@portico/domain/message-templates';
import { ErrorSummary } from '../../ui/error-summary';
import { EmailPreview } from './email-preview';
import { InputField, TextareaField } from '../../ui/list/field';
import type { MessageTemplate } from './api/message-templates';
import { templateFieldId, useTemplateForm, type TemplateFormState } from './use-template-form';
import type { SaveNotices } from './use-association-form';
import { SaveButton } from '../../ui/save-button';
import buttons from '../../ui/button.module.css';
import formLayout from '../../ui/list/form-layout.module.css';
import styles from './settings.module.css';

/** The variables this message may use, each with what it stands for. */
function Variables({ template }: { template: MessageTemplate }) {
  return (
    <div>
      <h4 className={styles.legend}>Variables this message can use</h4>
      <ul className={styles.variables}>
        {template.variables.map((variable) => (
          <li key={variable.name} className={styles.variable}>
            <code className={styles.code}>{`{{${variable.name}}}`}</code> {variable.description}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The message as it will read, with the sample values, updated as the admin types. */
function Preview({ form, channel }: { form: TemplateFormState; channel: 'email' | 'sms' }) {
  return (
    <section className={styles.preview} aria-labelledby="template-preview-title">
      <h4 id="template-preview-title" className={styles.legend}>
        Preview with sample values
      </h4>
      {channel === 'email' ? (
        <p className={styles.previewSubject}>Subject: {form.preview.subject}</p>
      ) : null}
      <pre className={styles.previewBody} data-testid="template-preview-body">
        {form.preview.body}
      </pre>
      {channel === 'email' && form.preview.html !== null ? (
        <>
          <h5 className={styles.legend}>The email as it will look</h5>
          <div className={styles.previewFrame}>
            <EmailPreview html={form.preview.html} label="The email as it will look" />
          </div>
        </>
      ) : null}
    </section>
  );
}

function TextFields({ form, template }: { form: TemplateFormState; template: MessageTemplate }) {
  const subjectError = form.error('subject');
  const bodyError = form.error('body');
  return (
    <>
      {template.channel === 'email' ? (
        <InputField
          id={templateFieldId('subject')}
          label="Subject"
          required
          error={subjectError}
          autoComplete="off"
          {...form.register('subject')}
        />
      ) : null}
      <TextareaField
        id={templateFieldId('body')}
        label={template.channel === 'email' ? 'Email text' : 'SMS text'}
        required
        error={bodyError}
        hint="Put a blank line between paragraphs. A line starting with “- ” is a list item, “> ” a quote; “Label: {{link}}” becomes a link in the email."
        rows={template.channel === 'email' ? 14 : 4}
        {...form.register('body')}
      />
    </>
  );
}

/** Carriers drop an SMS whose text does not match its registered DLT template (decision 041). */
function DltWarning({ template }: { template: MessageTemplate }) {
  const setting = smsDltSetting(template.kind);
  if (setting === null) return null;
  return (
    <div className={styles.warning} role="note" aria-label="DLT registration">
      <p>
        <strong>Register an edited SMS text again.</strong> Carriers in India deliver an SMS only
        when it matches a template registered on the DLT portal. After saving a new wording,
        register it there (each variable as {'{#var#}'}) and put the new template id in{' '}
        <code className={styles.code}>{setting}</code>, or these SMS will not be delivered.
      </p>
    </div>
  );
}

/** Edit one message: its text, the variables it may use, a live preview, save or reset. */
export function TemplateEditor({
  template,
  notices,
}: {
  template: MessageTemplate;
  notices: SaveNotices;
}) {
  const form = useTemplateForm(template, notices);
  return (
    <form className={formLayout.form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <ErrorSummary items={form.summary} attempt={form.attempt} />
      <p className={styles.note}>
        {template.is_default
          ? 'This message uses the default text.'
          : 'This message has been edited.'}
      </p>
      <DltWarning template={template} />
      <div className={styles.editor}>
        <div className={formLayout.form}>
          <TextFields form={form} template={template} />
          <Variables template={template} />
        </div>
        <Preview form={form} channel={template.channel} />
      </div>
      <div className={formLayout.actions}>
        <SaveButton saving={form.saving} label="Save message" />
        <button
          type="button"
          className={buttons.secondary}
          disabled={form.saving || template.is_default}
          onClick={form.onReset}
        >
          Reset to default
        </button>
      </div>
    </form>
  );
}
