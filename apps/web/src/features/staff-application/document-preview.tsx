import { useEffect, useState } from 'react';
import { API_BASE, apiBlob } from '../../app/api-client';
import messageStyles from '../../ui/message.module.css';
import fieldParts from '../../ui/field.module.css';
import styles from './documents.module.css';

/** Types shown inline from a blob URL; anything else is offered as a download, never rendered. */
const INLINE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

type Preview =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string; type: string };

/**
 * A stored document shown in the page: files need the Bearer token, so the file is fetched and shown
 * from a blob URL (a PDF in a frame, an image as an image), released when the preview closes.
 */
export function DocumentPreview({
  url,
  label,
  mimeType,
}: {
  url: string;
  label: string;
  mimeType: string;
}) {
  const [preview, setPreview] = useState<Preview>({ status: 'loading' });

  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    const path = url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url;
    apiBlob(path)
      .then((blob) => {
        if (cancelled) return;
        const type = [blob.type, mimeType].find((t) => INLINE_TYPES.includes(t)) ?? '';
        objectUrl = URL.createObjectURL(
          new Blob([blob], { type: type || 'application/octet-stream' }),
        );
        setPreview({ status: 'ready', url: objectUrl, type });
      })
      .catch(() => {
        if (!cancelled) setPreview({ status: 'error' });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, mimeType]);

  if (preview.status === 'loading') {
    return (
      <p className={messageStyles.status} role="status">
        Loading {label}…
      </p>
    );
  }
  if (preview.status === 'error') {
    return (
      <p className={fieldParts.error} role="alert">
        {label} could not be loaded. Try again, or open it in a new tab.
      </p>
    );
  }
  if (preview.type === 'application/pdf') {
    return <iframe className={styles.frame} src={preview.url} title={`${label} (PDF)`} />;
  }
  if (preview.type.startsWith('image/')) {
    return <img className={styles.image} src={preview.url} alt={label} />;
  }
  return (
    <p>
      This file type cannot be shown here.{' '}
      <a href={preview.url} download>
        Download {label}
      </a>
    </p>
  );
}
