import { SHELL_MESSAGES } from '@portico/domain/shell-messages';
import styles from './step-footer.module.css';
import buttons from '../../ui/button.module.css';
export type StepFooterProps = {
  /** Shown when given. */
  onBack?: () => void;
  backText?: string;
  /** 'Save as Draft' is shown only when given. */
  onSaveDraft?: () => void;
  saveDraftDisabled?: boolean;
  continueText?: string;
  /** Continue stays disabled until this is true. */
  canContinue: boolean;
  /** Without it Continue submits the surrounding form. */
  onContinue?: () => void;
  /** Marks Continue busy (e.g. while saving). */
  busy?: boolean;
  /** The id of the text that says why Continue is disabled, or what it will do. */
  continueDescribedBy?: string;
};

/** The screens' shared action bar: Back, optional 'Save as Draft', Continue. */
export function StepFooter({
  onBack,
  backText = SHELL_MESSAGES.back,
  onSaveDraft,
  saveDraftDisabled = false,
  continueText = SHELL_MESSAGES.continue,
  canContinue,
  onContinue,
  busy = false,
  continueDescribedBy,
}: StepFooterProps) {
  return (
    <div className={styles.footer}>
      <div className={styles.start}>
        {onBack ? (
          <button type="button" className={buttons.secondary} onClick={onBack}>
            {backText}
          </button>
        ) : null}
      </div>
      <div className={styles.end}>
        {onSaveDraft ? (
          <button
            type="button"
            className={buttons.secondary}
            onClick={onSaveDraft}
            disabled={saveDraftDisabled}
          >
            {SHELL_MESSAGES.saveAsDraft}
          </button>
        ) : null}
        <button
          type={onContinue ? 'button' : 'submit'}
          className={buttons.primary}
          onClick={onContinue}
          disabled={!canContinue || busy}
          aria-busy={busy || undefined}
          aria-describedby={continueDescribedBy}
        >
          {continueText}
        </button>
      </div>
    </div>
  );
}
