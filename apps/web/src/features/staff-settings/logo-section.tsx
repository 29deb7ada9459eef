import { ErrorSummary } from '../../ui/error-summary';
import { InputField } from '../../ui/list/field';
import { useSaveLogo } from './api/logo';
import { useLogoUpload } from '../../app/uploads/use-logo-upload';
import buttons from '../../ui/button.module.css';
import formLayout from '../../ui/list/form-layout.module.css';
import styles from './settings.module.css';

const LOGO_INPUT = 'settings-logo';

/** The logo on invoices and pages: the current one, a new one to upload, or none. */
export function LogoSection({ logoUrl }: { logoUrl: string | null }) {
  const { input, error, attempt, saving, send, onSubmit } = useLogoUpload(
    useSaveLogo(),
    (_file, message: string) => message,
  );
  return (
    <form className={formLayout.form} onSubmit={onSubmit} noValidate>
      <ErrorSummary
        items={error ? [{ message: error, fieldId: LOGO_INPUT }] : []}
        attempt={attempt}
      />
      {logoUrl ? (
        <img className={styles.logo} src={logoUrl} alt="The association’s current logo" />
      ) : (
        <p className={styles.note}>
          No logo has been uploaded. Invoices and pages show the name only.
        </p>
      )}
      <InputField
        id={LOGO_INPUT}
        label={logoUrl ? 'Upload a new logo' : 'Upload a logo'}
        hint="A PNG or JPEG image, smaller than 512 KB and at most 2000 pixels wide and high. It is printed at the top of tax invoices."
        error={error || undefined}
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
      />
      <div className={formLayout.actions}>
        <button type="submit" className={buttons.primary} disabled={saving}>
          {saving ? 'Uploading…' : 'Upload logo'}
        </button>
        {logoUrl ? (
          <button
            type="button"
            className={buttons.secondary}
            disabled={saving}
            onClick={() => send(null)}
          >
            Remove logo
          </button>
        ) : null}
      </div>
    </form>
  );
}
