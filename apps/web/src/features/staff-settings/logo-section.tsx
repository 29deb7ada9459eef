import { ErrorSummary } from '../../ui/error-summary';
import { LogoFields } from '../../app/uploads/logo-fields';
import { useSaveLogo } from './api/logo';
import { useLogoUpload } from '../../app/uploads/use-logo-upload';
import formLayout from '../../ui/list/form-layout.module.css';
import styles from './settings.module.css';

const LOGO_INPUT = 'settings-logo';

/** The logo on invoices and pages: the current one, a new one to upload, or none. */
export function LogoSection({ logoUrl }: { logoUrl: string | null }) {
  const upload = useLogoUpload(useSaveLogo(), (_file, message: string) => message);
  const { error, attempt } = upload;
  return (
    <form className={formLayout.form} onSubmit={upload.onSubmit} noValidate>
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
      <LogoFields
        upload={upload}
        inputRef={upload.input}
        field={{
          id: LOGO_INPUT,
          label: logoUrl ? 'Upload a new logo' : 'Upload a logo',
          hint: 'A PNG or JPEG image, smaller than 512 KB and at most 2000 pixels wide and high. It is printed at the top of tax invoices.',
        }}
        hasLogo={Boolean(logoUrl)}
        primary
        uploadLabel={upload.saving ? 'Uploading…' : 'Upload logo'}
        actionsClassName={formLayout.actions}
      />
    </form>
  );
}
