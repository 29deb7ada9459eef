import { useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/api-client';
import { toast } from '../../app/toast';
import { fieldAria } from '../../ui/field-parts';
import { Field } from '../../ui/list/field';
import { useSaveListingLogo } from './api/own-listing';
import buttons from '../../ui/button.module.css';
import fieldParts from '../../ui/field.module.css';
import styles from './directory-listing.module.css';

const LOGO_INPUT = 'listing-logo';

/** The listing's logo: upload a PNG or JPEG, or remove the one there is. */
export function LogoForm({ logoUrl }: { logoUrl: string | null }) {
  const save = useSaveListingLogo();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const send = (file: File | null) => {
    setError('');
    save.mutate(file, {
      onSuccess: () => {
        toast.success(file ? 'Logo uploaded' : 'Logo removed');
        if (input.current) input.current.value = '';
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (file) send(file);
    else setError('Select a logo file');
  };
  return (
    <form className={styles.logoForm} onSubmit={onSubmit} noValidate>
      <Field
        id={LOGO_INPUT}
        label={logoUrl ? 'Replace your logo' : 'Your logo'}
        hint="A PNG or JPEG image, smaller than 256 KB."
        error={error}
      >
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          className={fieldParts.input}
          {...fieldAria(LOGO_INPUT, error || undefined, true)}
        />
      </Field>
      <div className={styles.actions}>
        <button type="submit" className={buttons.secondary} disabled={save.isPending}>
          Upload logo
        </button>
        {logoUrl ? (
          <button
            type="button"
            className={buttons.link}
            disabled={save.isPending}
            onClick={() => send(null)}
          >
            Remove logo
          </button>
        ) : null}
      </div>
    </form>
  );
}
