import { useSaveListingLogo } from './api/own-listing';
import { LogoFields } from '../../app/uploads/logo-fields';
import { useLogoUpload } from '../../app/uploads/use-logo-upload';
import styles from './directory-listing.module.css';

/** The listing's logo: upload a PNG or JPEG, or remove the one there is. */
export function LogoForm({ logoUrl }: { logoUrl: string | null }) {
  const upload = useLogoUpload(useSaveListingLogo(), (file) =>
    file ? 'Logo uploaded' : 'Logo removed',
  );
  return (
    <form className={styles.logoForm} onSubmit={upload.onSubmit} noValidate>
      <LogoFields
        upload={upload}
        inputRef={upload.input}
        field={{
          id: 'listing-logo',
          label: logoUrl ? 'Replace your logo' : 'Your logo',
          hint: 'A PNG or JPEG image, smaller than 256 KB.',
        }}
        hasLogo={Boolean(logoUrl)}
        actionsClassName={styles.actions}
      />
    </form>
  );
}
