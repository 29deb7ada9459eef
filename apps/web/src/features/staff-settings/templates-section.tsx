import { useId, useState } from 'react';
import { QueryResult } from '../../app/staff/query-state';
import { SavedBanner, useSavedBanner } from '../../app/staff/saved-banner';
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
  // Outside the editor: the editor is rebuilt with the saved version, the banner stays.
  const banner = useSavedBanner();
  const templates = query.data ?? [];
  const chosen = templates.find((template) => template.kind === kind) ?? templates[0];
  return (
    <QueryResult query={query} loadingText="Loading messages…">
      <div className={formLayout.form}>
        <SavedBanner saved={banner.saved} onDismiss={banner.clear} />
        <Field id={selectId} label="Message">
          <select
            id={selectId}
            className={fieldStyles.input}
            value={chosen?.kind ?? ''}
            onChange={(event) => {
              banner.clear();
              setKind(event.target.value as MessageTemplateKind);
            }}
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
          <TemplateEditor
            key={`${chosen.kind}:${chosen.version}`}
            template={chosen}
            notices={{ onSaving: banner.clear, onSaved: banner.show }}
          />
        ) : null}
      </div>
    </QueryResult>
  );
}
