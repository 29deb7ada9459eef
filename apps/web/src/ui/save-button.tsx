import buttons from './button.module.css';

/** A form's submit button: it says "Saving…" and stays disabled while the save runs. */
export function SaveButton({ saving, label }: { saving: boolean; label: string }) {
  return (
    <button type="submit" className={buttons.primary} disabled={saving}>
      {saving ? 'Saving…' : label}
    </button>
  );
}
