/**
 * Tiny files that pass the server's content check (the first bytes must match the extension), for
 * Playwright's setInputFiles({ name, mimeType, buffer }).
 */
export type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** A minimal one-page PDF. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export function pdfFile(name = 'document.pdf'): FilePayload {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(PDF) };
}

export function pngFile(name = 'image.png'): FilePayload {
  return { name, mimeType: 'image/png', buffer: Buffer.from(PNG) };
}
