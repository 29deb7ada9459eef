/**
 * Hands a file the app fetched (with its token, so not a plain link) to the browser as a download,
 * through an object URL and a temporary link.
 */
export function saveFile(blob: Blob, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([blob], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
