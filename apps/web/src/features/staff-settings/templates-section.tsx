import { useId, useState } from 'react';
import { QueryState } from '../../app/staff/query-state';
import { Field } from '../../ui/list/field';
import { useMessageTemplates, type MessageTemplateKind } from './api/message-templates';
import { TemplateEditor } from './template-editor';
import fieldStyles from '../../ui/list/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';

/** Choose a message, then edit its text with the preview beside it. */
export function TemplatesSection() {
  const query = useMessageTemplates();
  const [kind, setKind] = useState<MessageTemplateKind | null>(null);
  const selectId = useId();
  const templates = query.data ?? [];
  const chosen = templates.find((template) => template.kind === kind) ?? templates[0];
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      loadingText="Loading messages…"
    >
      <div className={formLayout.form}>
        <Field id={selectId} label="Message">
          <select
            id={selectId}
            className={fieldStyles.input}
            value={chosen?.kind ?? ''}
            onChange={(event) => setKind(event.target.value as MessageTemplateKind)}
          >
            {templates.map((template) => (
              <option key={template.kind} value={template.kind}>
                {template.label}
                {template.is_default ? '' : ' (edited)'}
              </option>
            ))}
          </select>
        </Field>
        {chosen ? (
          <TemplateEditor key={`${chosen.kind}:${chosen.version}`} template={chosen} />
        ) : null}
      </div>
    </QueryState>
  );
}
