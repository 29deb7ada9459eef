// The association's logo: uploaded by an admin, checked by its content (PNG or JPEG, at most
// LOGO_MAX_BYTES and LOGO_MAX_PIXELS a side, and drawn once by the invoice renderer, so a file that
// would break an invoice is refused here), stored through the file store, audited. Shown on the tax
// invoices and on the pages (GET /api/association/logo).
import { DEFAULT_DOCUMENT_RETENTION_MONTHS } from '@portico/domain/privacy';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import type { FileStore } from '../../adapters/files/file-store';
import type { StoredLogo } from '../../config';
import { BadRequestError, NotFoundError } from '../../errors';
import { auditChange } from '../audit';
import type { StaffPrincipal } from '../auth';
import { sniffKind } from '../uploads';
import type { SettingsDeps } from './association-settings';
import { associationOfRow, associationSource } from './association-source';
import { lockOrCreateSettings, setLogo } from './settings.repository';

export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_MAX_PIXELS = 2000;

export const LOGO_MESSAGES = {
  missing: 'Select a logo file',
  type: 'The logo must be a PNG or JPEG image',
  tooLarge: `The logo must be smaller than ${LOGO_MAX_BYTES / 1024} KB`,
  dimensions: `The logo must be at most ${LOGO_MAX_PIXELS} pixels wide and high`,
  unreadable: 'The logo could not be read. Save it again as a PNG or JPEG and upload that',
  none: 'No logo has been uploaded',
} as const;

export type LogoDeps = SettingsDeps & { files: FileStore };

const logoError = (message: string) => new BadRequestError(message, { logo: message });

type ImageOpener = { openImage(src: Buffer): { width: number; height: number } };

/** Draws the image into a throwaway PDF, as an invoice would: a file pdfkit cannot draw fails here. */
async function checkDrawable(image: Buffer): Promise<void> {
  const doc = new PDFDocument({ size: 'A6', compress: false });
  const done = new Promise<void>((resolve, reject) => {
    doc.on('data', () => undefined);
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  // openImage reads the header only (its size), before anything is decoded.
  const opened = (doc as unknown as ImageOpener).openImage(image);
  if (opened.width > LOGO_MAX_PIXELS || opened.height > LOGO_MAX_PIXELS) {
    throw logoError(LOGO_MESSAGES.dimensions);
  }
  doc.image(image, 0, 0, { fit: [80, 40] });
  doc.end();
  await done;
}

/**
 * pdfkit copies a PNG's compressed data into the PDF without decoding it: the data is inflated here
 * (bounded by the largest image allowed), so a damaged file is refused rather than printed broken.
 */
function checkPngData(image: Buffer): void {
  const data: Buffer[] = [];
  for (let at = 8; at + 8 <= image.length;) {
    const length = image.readUInt32BE(at);
    const type = image.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') data.push(image.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  inflateSync(Buffer.concat(data), {
    maxOutputLength: (LOGO_MAX_PIXELS * 8 + 1) * LOGO_MAX_PIXELS,
  });
}

/** The content type of an acceptable logo, else a 400 naming why. */
export async function checkedLogo(image: Buffer): Promise<StoredLogo['contentType']> {
  if (image.length === 0) throw logoError(LOGO_MESSAGES.missing);
  if (image.length > LOGO_MAX_BYTES) throw logoError(LOGO_MESSAGES.tooLarge);
  const kind = sniffKind(image.subarray(0, 16));
  if (kind !== 'png' && kind !== 'jpeg') throw logoError(LOGO_MESSAGES.type);
  try {
    if (kind === 'png') checkPngData(image);
    await checkDrawable(image);
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    throw logoError(LOGO_MESSAGES.unreadable);
  }
  return kind === 'png' ? 'image/png' : 'image/jpeg';
}

const auditedLogo = (logo: StoredLogo | null) => ({ logo: logo?.key ?? null });

/** Replaces (image) or removes (null) the logo; the old file stays for the documents issued with it. */
async function replaceLogo(
  deps: LogoDeps,
  principal: StaffPrincipal,
  next: StoredLogo | null,
): Promise<StoredLogo | null> {
  await deps.db.transaction(async (tx) => {
    const { logo: _logo, ...defaults } = deps.defaults;
    const row = await lockOrCreateSettings(tx, {
      ...defaults,
      codeLength: deps.defaultCodeLength,
      documentRetentionMonths: DEFAULT_DOCUMENT_RETENTION_MONTHS,
      tallyLedgers: null,
      updatedAt: deps.now(),
      updatedBy: principal.staffId,
    });
    const before = associationOfRow(row).logo;
    await setLogo(tx, { logoKey: next?.key ?? null, logoContentType: next?.contentType ?? null });
    await auditChange(tx, principal, {
      action: next ? 'settings.logo_uploaded' : 'settings.logo_removed',
      entity: 'association_settings',
      entityId: 1,
      before: auditedLogo(before),
      after: auditedLogo(next),
    });
    return before;
  });
  // The replaced file is kept: the invoices and credit notes issued with it print it forever
  // (decision 076); a logo is at most LOGO_MAX_BYTES and seldom replaced.
  return next;
}

export async function uploadLogo(
  deps: LogoDeps,
  principal: StaffPrincipal,
  image: Buffer,
): Promise<StoredLogo> {
  const contentType = await checkedLogo(image);
  const key = `association-logo-${randomBytes(8).toString('hex')}.${contentType === 'image/png' ? 'png' : 'jpg'}`;
  await deps.files.put(key, image, { contentType });
  const logo = { key, contentType };
  try {
    await replaceLogo(deps, principal, logo);
  } catch (error) {
    await deps.files.delete(key).catch(() => undefined);
    throw error;
  }
  return logo;
}

export async function removeLogo(deps: LogoDeps, principal: StaffPrincipal): Promise<void> {
  await replaceLogo(deps, principal, null);
}

/** The logo as stored now, for the pages. */
export async function openLogo(deps: LogoDeps): Promise<{ logo: StoredLogo; body: Readable }> {
  const { logo } = await associationSource(deps.db, deps.defaults).current();
  const body = logo ? await deps.files.get(logo.key) : null;
  if (!logo || !body) throw new NotFoundError(LOGO_MESSAGES.none);
  return { logo, body };
}

/** The logo's bytes for an invoice, or null (none, or its file is missing: the invoice goes without). */
export async function logoBytes(files: FileStore, logo: StoredLogo | null): Promise<Buffer | null> {
  if (!logo) return null;
  const body = await files.get(logo.key);
  if (!body) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
