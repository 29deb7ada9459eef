import { MESSAGES } from '@portico/domain/messages';
import { API_BASE, apiBlob } from '../api-client';

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
