import type { ReactNode, RefObject } from 'react';
import { InputField } from '../../ui/list/field';
import buttons from '../../ui/button.module.css';

/** What LogoFields needs of useLogoUpload besides its input's ref. */
type LogoUpload = { error: string; saving: boolean; send: (file: File | null) => void };

/**
 * A logo form's PNG or JPEG file input and its buttons: the upload, and "Remove logo" while there
 * is one (`hasLogo`). The directory listing and the association's settings word the field and
 * weigh the buttons each their own way (`primary`: the upload as the page's main action).
 */
export function LogoFields({
  upload,
  inputRef,
  field,
  hasLogo,
  primary = false,
  uploadLabel = 'Upload logo',
  actionsClassName,
}: {
  upload: LogoUpload;
  inputRef: RefObject<HTMLInputElement | null>;
  field: { id: string; label: string; hint: ReactNode };
  hasLogo: boolean;
  primary?: boolean;
  uploadLabel?: string;
  actionsClassName: string | undefined;
}) {
  return (
    <>
      <InputField
        {...field}
        error={upload.error || undefined}
        ref={inputRef}
        type="file"
        accept="image/png,image/jpeg"
      />
      <div className={actionsClassName}>
        <button
          type="submit"
          className={primary ? buttons.primary : buttons.secondary}
          disabled={upload.saving}
        >
          {uploadLabel}
        </button>
        {hasLogo ? (
          <button
            type="button"
            className={primary ? buttons.secondary : buttons.link}
            disabled={upload.saving}
            onClick={() => upload.send(null)}
          >
            Remove logo
          </button>
        ) : null}
      </div>
    </>
  );
}
