import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/api-client';
import { ErrorSummary } from '../../ui/error-summary';
import { SettingsPanel } from './settings-panel';
import type { SaveNotices } from './use-association-form';
import { YesNoChoice } from './yes-no-choice';
import { useSaveTeamSettings, useTeamSettings, type TeamSettings } from './api/team-settings';
import { SaveButton } from '../../ui/save-button';
import formLayout from '../../ui/list/form-layout.module.css';

const savedMessage = (answer: TeamSettings) =>
  answer.transfers_need_approval
    ? 'Team settings saved. A transfer of a company’s account now waits for the office’s approval on the member’s page.'
    : 'Team settings saved. A company’s account holder transfers the account at once.';

function TeamSettingsForm({
  saved,
  notices: { onSaving, onSaved },
}: {
  saved: TeamSettings;
  notices: SaveNotices;
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
      <YesNoChoice
        name="team-approval"
        legend="Transfers of a company’s account need the office’s approval"
        hint="When a company’s account holder makes another team member the account holder, admin or office staff approve or refuse it on the member’s page first."
        value={value}
        onChange={setValue}
      />
      <div className={formLayout.actions}>
        <SaveButton saving={save.isPending} label="Save team settings" />
      </div>
    </form>
  );
}

/** Settings › Company teams (admin, decision 118): whether transfers need the office's approval. */
export function TeamSettingsPanel() {
  return (
    <SettingsPanel
      id="settings-team-title"
      title="Company teams"
      query={useTeamSettings()}
      loadingText="Loading the team settings…"
      form={(saved, notices) => <TeamSettingsForm saved={saved} notices={notices} />}
    />
  );
}
