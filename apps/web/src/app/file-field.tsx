import { useId, useRef, useState, type MouseEvent } from 'react';
import { UPLOAD_RULES, type UploadField } from '@portico/domain/validation';
import { useFileUpload } from './uploads/use-file-upload';
import styles from './file-field.module.css';
import fieldParts from '../ui/field.module.css';
import buttons from '../ui/button.module.css';

// The staff's document preview opens stored files the same way.

export type FileFieldProps = {
  /** The document field: sets the accepted types and size, and is sent as `field`. */
  field: UploadField;
  label: string;
  /** The stored url ('/api/files/<key>'), '' when none. */
  value: string;
  onChange: (url: string) => void;
  /** A form error (e.g. 'Address proof is required'); a failed check or upload shows its own. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
};

function describeRule(field: UploadField): string {
  const rule = UPLOAD_RULES[field];
  const types = rule.extensions.map((ext) => ext.toUpperCase()).join(', ');
  return `${types}; up to ${Math.round(rule.maxBytes / 1_048_576)} MB.`;
}

/** 'Uploading…', or the stored file's name with its View link (named for the field). */
function FileStatus({
  id,
  label,
  url,
  uploading,
  fileName,
  onView,
}: {
  id: string;
  label: string;
  url: string;
  uploading: boolean;
  fileName: string | null;
  onView: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <div id={id} className={styles.status} role="status">
      {uploading ? (
        <span className={styles.uploading}>Uploading…</span>
      ) : fileName ? (
        <span className={styles.file}>
          <span className={styles.name}>{fileName}</span>{' '}
          <a href={url} target="_blank" rel="noopener noreferrer" onClick={onView}>
            View<span className="visually-hidden"> {label}</span>
          </a>
        </span>
      ) : null}
    </div>
  );
}

/**
 * A file the association already held when the form opened: its label, 'Current file' with View, and
 * Replace, which brings the file input. Nothing to upload again unless the member wants to.
 */
function CurrentFile({
  id,
  label,
  url,
  fileName,
  disabled,
  onView,
  onReplace,
}: {
  id: string;
  label: string;
  url: string;
  /** 'Uploaded file' when this page did not upload it (the url has a random key). */
  fileName: string | null;
  disabled: boolean;
  onView: (event: MouseEvent<HTMLAnchorElement>) => void;
  onReplace: () => void;
}) {
  return (
    <div className={styles.field} role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={styles.label}>
        {label}
      </p>
      <div className={styles.current}>
        <span className={styles.name}>
          Current file: <span>{fileName}</span>
        </span>
        <a href={url} target="_blank" rel="noopener noreferrer" onClick={onView}>
          View<span className="visually-hidden"> {label}</span>
        </a>
        {disabled ? null : (
          <button type="button" className={buttons.secondary} onClick={onReplace}>
            Replace<span className="visually-hidden"> {label}</span>
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * A labelled file input that checks the file (type by extension, size) and uploads it at once,
 * reporting the stored url. Shows the file with a 'View' link, the uploading state and the error.
 * A file held when the form opened shows as the current file with Replace (and is not required again).
 */
export function FileField(props: FileFieldProps) {
  const { field, label, value, error, disabled = false } = props;
  const upload = useFileUpload(props);
  const autoId = useId();
  const inputId = props.id ?? `file-${autoId}`;
  // The file held when the form opened; the input shows once the member chooses to replace it.
  const [held] = useState(value);
  const [replacing, setReplacing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const required = (props.required ?? false) && held === '';
  if (held !== '' && value === held && !replacing && !upload.ownError && !error) {
    return (
      <CurrentFile
        id={inputId}
        label={label}
        url={value}
        fileName={upload.fileName}
        disabled={disabled}
        onView={upload.view}
        onReplace={() => {
          setReplacing(true);
          // Focus follows the press to the input that replaced the button.
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
      />
    );
  }
  const [hintId, errorId, statusId] = [`${inputId}-hint`, `${inputId}-error`, `${inputId}-status`];
  const shownError = upload.ownError ?? error ?? null;
  const describedBy = [
    hintId,
    upload.fileName || upload.uploading ? statusId : '',
    shownError ? errorId : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={shownError ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <p id={hintId} className={styles.hint}>
        {describeRule(field)}
      </p>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        type="file"
        name={field}
        accept={UPLOAD_RULES[field].extensions.map((ext) => `.${ext}`).join(',')}
        onChange={upload.choose}
        disabled={disabled || upload.uploading}
        aria-required={required || undefined}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
      />
      <FileStatus
        id={statusId}
        label={label}
        url={value}
        uploading={upload.uploading}
        fileName={upload.fileName}
        onView={upload.view}
      />
      {shownError ? (
        <p id={errorId} className={fieldParts.error} role={upload.ownError ? 'alert' : undefined}>
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
