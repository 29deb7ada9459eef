import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/api-client';
import { QueryState } from '../../app/staff/query-state';
import { SavedBanner, useSavedBanner } from '../../app/staff/saved-banner';
import { ErrorSummary } from '../../ui/error-summary';
import { useSaveTeamSettings, useTeamSettings, type TeamSettings } from './api/team-settings';
import buttons from '../../ui/button.module.css';
import fieldParts from '../../ui/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';
import panel from '../../ui/list/panel.module.css';

const savedMessage = (answer: TeamSettings) =>
  answer.transfers_need_approval
    ? 'Team settings saved. A transfer of a company’s account now waits for the office’s approval on the member’s page.'
    : 'Team settings saved. A company’s account holder transfers the account at once.';

function ApprovalChoice({
  value,
  onChange,
}: {
  value: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <fieldset className={formLayout.checks} aria-describedby="team-approval-hint">
      <legend className={fieldParts.label}>
        Transfers of a company’s account need the office’s approval
      </legend>
      <p id="team-approval-hint" className={fieldParts.hint}>
        When a company’s account holder makes another team member the account holder, admin or
        office staff approve or refuse it on the member’s page first.
      </p>
      {[true, false].map((option) => {
        const id = option ? 'team-approval-yes' : 'team-approval-no';
        return (
          <div key={id} className={fieldParts.checkbox}>
            <input
              id={id}
              type="radio"
              name="team-approval"
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <label htmlFor={id}>{option ? 'Yes' : 'No'}</label>
          </div>
        );
      })}
    </fieldset>
  );
}

function TeamSettingsForm({
  saved,
  onSaving,
  onSaved,
}: {
  saved: TeamSettings;
  onSaving: () => void;
  onSaved: (message: string) => void;
}) {
  const save = useSaveTeamSettings();
  const [value, setValue] = useState(saved.transfers_need_approval);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSaving();
    setFailure(null);
    save.mutate(
      { transfers_need_approval: value },
      {
        onSuccess: (answer) => onSaved(savedMessage(answer)),
        onError: (error) => {
          setAttempt((n) => n + 1);
          setFailure(errorMessage(error));
        },
      },
    );
  };

  return (
    <form className={formLayout.form} noValidate onSubmit={submit}>
      <ErrorSummary items={failure ? [{ message: failure }] : []} attempt={attempt} />
      <ApprovalChoice value={value} onChange={setValue} />
      <div className={formLayout.actions}>
        <button type="submit" className={buttons.primary} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save team settings'}
        </button>
      </div>
    </form>
  );
}

/** Settings › Company teams (admin, decision 118): whether transfers need the office's approval. */
export function TeamSettingsPanel() {
  const query = useTeamSettings();
  const banner = useSavedBanner();
  return (
    <section className={panel.panel} aria-labelledby="settings-team-title">
      <h2 id="settings-team-title" className={panel.title}>
        Company teams
      </h2>
      <SavedBanner saved={banner.saved} onDismiss={banner.clear} />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingText="Loading the team settings…"
      >
        {query.data ? (
          <TeamSettingsForm saved={query.data} onSaving={banner.clear} onSaved={banner.show} />
        ) : null}
      </QueryState>
    </section>
  );
}
