import { useEffect, useRef, useState, type ChangeEvent, type MouseEvent } from 'react';
import { MESSAGES } from '@portico/domain/messages';
import { validateUpload, type UploadField } from '@portico/domain/validation';
import { API_BASE } from '../api-client';
import { useSession } from '../session';
import { openStoredFile } from './open-stored-file';
import { useUploadFileMutation } from './api/upload-file';

/** Shown for a stored file whose original name this page never saw (the url has a random key). */
const STORED_FILE = 'Uploaded file';

type FileUploadOptions = {
  field: UploadField;
  /** The stored url, '' when none. */
  value: string;
  onChange: (url: string) => void;
};

/**
 * A file field's upload: the chosen file is checked (type by extension, size) and uploaded at once,
 * and its url reported; viewing a stored file opens it through an authenticated fetch. Its own
 * error (a failed check, upload or view) is kept until the next file is chosen.
 */
export function useFileUpload({ field, value, onChange }: FileUploadOptions) {
  const upload = useUploadFileMutation();
  const [ownError, setOwnError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<{ url: string; name: string } | null>(null);
  const mounted = useRef(true);
  const hasToken = useSession().token !== null;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
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
    try {
      const url = await upload.mutateAsync({ field, file, oldUrl: value });
      if (!mounted.current) return;
      setUploaded({ url, name: file.name });
      onChange(url);
    } catch (cause) {
      if (mounted.current) setOwnError((cause as Error).message);
    }
  }

  function view(event: MouseEvent<HTMLAnchorElement>) {
    if (!value.startsWith(`${API_BASE}/`)) return;
    event.preventDefault();
    openStoredFile(value).catch((cause: Error) => {
      if (mounted.current) setOwnError(cause.message);
    });
  }

  return {
    uploading: upload.isPending,
    // 'Please verify…' speaks of a state that a verification since then has ended.
    ownError: ownError === MESSAGES.uploadNeedsVerification && hasToken ? null : ownError,
    /** The stored file's name ('Uploaded file' when this page did not upload it), or null. */
    fileName: value ? (uploaded?.url === value ? uploaded.name : STORED_FILE) : null,
    choose: (event: ChangeEvent<HTMLInputElement>) => void choose(event),
    view,
  };
}
