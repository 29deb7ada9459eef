import { MESSAGES } from '@portico/domain/messages';
import { UPLOAD_RULES, validateUpload, type UploadField } from '@portico/domain/validation';
import { useEffect, useId, useRef, useState, type ChangeEvent, type MouseEvent } from 'react';
import { API_BASE, apiBlob, apiRequest, isApiError } from './api-client';
import { getSession } from './session';
import fieldParts from '../ui/field.module.css';

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

function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return null;
  const message = (error.body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * POST /api/upload (multipart: field, old_file_name when replacing, then file) → the stored url.
 * Rejects with the server's message, else 'Error uploading file'.
 */
export async function uploadFile(field: UploadField, file: File, oldUrl = ''): Promise<string> {
  // Files are read back only by whoever proved a contact; without a token the server would say 401.
  if (!getSession().token) throw new Error(MESSAGES.uploadNeedsVerification);
  // The parts before the file, so the server knows the rules (and the old file) as the file streams.
  const body = new FormData();
  body.append('field', field);
  if (oldUrl) body.append('old_file_name', oldUrl);
  body.append('file', file);
  let envelope;
  try {
    envelope = await apiRequest<never>('/upload', { method: 'POST', body });
  } catch (error) {
    throw new Error(serverMessage(error) ?? MESSAGES.uploadFailed, { cause: error });
  }
  const url = envelope.url;
  if (!envelope.success || typeof url !== 'string' || url === '') {
    throw new Error(envelope.message?.trim() || MESSAGES.uploadFailed);
  }
  return url;
}

/** Types a blob URL may be shown as; anything else is downloaded, never rendered in our origin. */
const VIEWABLE = ['application/pdf', 'image/jpeg', 'image/png'];

/**
 * Opens a stored file in a new tab. Files need the Bearer token, so the file is fetched and shown
 * from a blob URL; the tab is opened at once, inside the click, so that no popup blocker stops it.
 */
export async function openStoredFile(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const blob = await apiBlob(url.slice(API_BASE.length));
    const type = VIEWABLE.includes(blob.type) ? blob.type : 'application/octet-stream';
    const objectUrl = URL.createObjectURL(new Blob([blob], { type }));
    if (tab) tab.location.href = objectUrl;
    else window.location.assign(objectUrl);
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  } catch {
    tab?.close();
    throw new Error(MESSAGES.somethingWentWrong);
  }
}

function describeRule(field: UploadField): string {
  const rule = UPLOAD_RULES[field];
  const types = rule.extensions.map((ext) => ext.toUpperCase()).join(', ');
  return `${types}; up to ${Math.round(rule.maxBytes / 1_048_576)} MB.`;
}

/** Shown for a stored file whose original name this page never saw (the url has a random key). */
const STORED_FILE = 'Uploaded file';

/**
 * A labelled file input that checks the file (type by extension, size) and uploads it at once,
 * reporting the stored url. Shows the file with a 'View' link, the uploading state and the error.
 */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function FileField({
  field,
  label,
  value,
  onChange,
  error,
  required = false,
  disabled = false,
  id,
}: FileFieldProps) {
  const autoId = useId();
  const inputId = id ?? `file-${autoId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const statusId = `${inputId}-status`;
  const [uploading, setUploading] = useState(false);
  const [ownError, setOwnError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<{ url: string; name: string } | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const shownError = ownError ?? error ?? null;
  const fileName = value ? (uploaded?.url === value ? uploaded.name : STORED_FILE) : null;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    // Cleared, so that choosing the same file again is a change too.
    input.value = '';
    if (!file) return;
    const problem = validateUpload(field, file.name, file.size);
    if (problem) {
      setOwnError(problem);
      return;
    }
    setOwnError(null);
    setUploading(true);
    try {
      const url = await uploadFile(field, file, value);
      if (!mounted.current) return;
      setUploaded({ url, name: file.name });
      onChange(url);
    } catch (cause) {
      if (mounted.current) setOwnError((cause as Error).message);
    } finally {
      if (mounted.current) setUploading(false);
    }
  }

  function onView(event: MouseEvent<HTMLAnchorElement>) {
    if (!value.startsWith(`${API_BASE}/`)) return;
    event.preventDefault();
    openStoredFile(value).catch((cause: Error) => {
      if (mounted.current) setOwnError(cause.message);
    });
  }

  const describedBy = [hintId, fileName || uploading ? statusId : '', shownError ? errorId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={`file-field${shownError ? ' file-field--invalid' : ''}`}>
      <label className="file-field__label" htmlFor={inputId}>
        {label}
        {required ? (
          <span className="file-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <p id={hintId} className="file-field__hint">
        {describeRule(field)}
      </p>
      <input
        id={inputId}
        className="file-field__input"
        type="file"
        name={field}
        accept={UPLOAD_RULES[field].extensions.map((ext) => `.${ext}`).join(',')}
        onChange={(event) => void onFile(event)}
        disabled={disabled || uploading}
        aria-required={required || undefined}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
      />
      <div id={statusId} className="file-field__status" role="status">
        {uploading ? (
          <span className="file-field__uploading">Uploading…</span>
        ) : fileName ? (
          <span className="file-field__file">
            <span className="file-field__name">{fileName}</span>{' '}
            <a href={value} target="_blank" rel="noopener noreferrer" onClick={onView}>
              View<span className="visually-hidden"> {label}</span>
            </a>
          </span>
        ) : null}
      </div>
      {shownError ? (
        <p id={errorId} className={fieldParts.error} role={ownError ? 'alert' : undefined}>
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
