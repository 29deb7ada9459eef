import buttons from './button.module.css';

/** A form's submit button: it says `savingLabel` ("Saving…") and stays disabled while the save runs. */
export function SaveButton({
  saving,
  label,
  savingLabel = 'Saving…',
}: {
  saving: boolean;
  label: string;
  savingLabel?: string;
}) {
  return (
    <button type="submit" className={buttons.primary} disabled={saving}>
      {saving ? savingLabel : label}
    </button>
  );
}
