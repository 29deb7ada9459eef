import buttons from '../button.module.css';

/** A table row's Edit button; screen readers hear which row it edits. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button type="button" className={buttons.secondary} onClick={onClick}>
      Edit<span className="visually-hidden"> {name}</span>
    </button>
  );
}
