import { InputField } from '../../ui/list/field';
import { useSaveListingLogo } from './api/own-listing';
import { useLogoUpload } from '../../app/uploads/use-logo-upload';
import buttons from '../../ui/button.module.css';
import styles from './directory-listing.module.css';

const LOGO_INPUT = 'listing-logo';

/** The listing's logo: upload a PNG or JPEG, or remove the one there is. */
export function LogoForm({ logoUrl }: { logoUrl: string | null }) {
  const { input, error, saving, send, onSubmit } = useLogoUpload(useSaveListingLogo(), (file) =>
    file ? 'Logo uploaded' : 'Logo removed',
  );
  return (
    <form className={styles.logoForm} onSubmit={onSubmit} noValidate>
      <InputField
        id={LOGO_INPUT}
        label={logoUrl ? 'Replace your logo' : 'Your logo'}
        hint="A PNG or JPEG image, smaller than 256 KB."
        error={error}
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
      />
      <div className={styles.actions}>
        <button type="submit" className={buttons.secondary} disabled={saving}>
          Upload logo
        </button>
        {logoUrl ? (
          <button
            type="button"
            className={buttons.link}
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
