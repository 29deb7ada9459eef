import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_RULES } from '@portico/domain/validation';
import { useTestApp } from '../../../test/support/app';
import { applicantBearer, bearer, staffBearer } from '../../../test/support/tokens';
import { applications, documents } from '../../db/schema';
import { attachDocuments, storageKeyFromUrl } from './attach';

const dataDir = mkdtempSync(join(tmpdir(), 'portico-uploads-'));
const uploadsDir = join(dataDir, 'uploads');
const t = useTestApp({ config: (config) => ({ ...config, dataDir }) });

afterEach(() => {
  vi.restoreAllMocks();
  rmSync(uploadsDir, { recursive: true, force: true });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const MB = 1_048_576;
const ASHA = { emails: ['asha@example.org'], mobiles: ['9811111111'] };
const RAVI = { emails: ['ravi@example.org'] };

function fileOf(signature: number[] | string, size: number): Buffer {
  const body = Buffer.alloc(size, 0x20);
  Buffer.from(signature as never).copy(body);
  return body;
}
const pdf = (size = 2048) => fileOf('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', size);
const png = (size = 2048) => fileOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size);
const jpeg = (size = 2048) => fileOf([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46], size);
const text = (size = 2048) => fileOf('just some text, not a PDF at all', size);

/** Every file in the upload folder, temporary ones included. */
function storedFiles(): string[] {
  return existsSync(uploadsDir) ? readdirSync(uploadsDir).sort() : [];
}

async function documentRows() {
  return t.db.select().from(documents);
}

type UploadOptions = {
  field?: string;
  name?: string;
  body?: Buffer;
  old?: string;
  /** Send the file part before the field parts (an out-of-order client). */
  fileFirst?: boolean;
  auth?: { authorization: string } | null;
};

async function upload(options: UploadOptions) {
  const form = new FormData();
  const fields = () => {
    if (options.field !== undefined) form.append('field', options.field);
    if (options.old !== undefined) form.append('old_file_name', options.old);
  };
  if (!options.fileFirst) fields();
  if (options.body) form.append('file', new Blob([new Uint8Array(options.body)]), options.name);
  if (options.fileFirst) fields();
  const auth = options.auth === undefined ? await applicantBearer(t.app, ASHA) : options.auth;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: form,
    headers: auth ?? {},
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json<{ success: boolean; url?: string; message?: string }>(),
  };
}

async function uploaded(options: UploadOptions): Promise<string> {
  const result = await upload(options);
  expect(result.status, result.body.message).toBe(200);
  return result.body.url!;
}

async function read(url: string, auth: { authorization: string } | null) {
  return t.app.inject({ method: 'GET', url, headers: auth ?? {} });
}

const CRLF = '\r\n';
const BOUNDARY = '----portico-test-boundary';

/** A multipart body streamed from a generator, so a test can count what the server pulled. */
function streamedBody(options: { field: string; name: string; head: Buffer; totalBytes: number }) {
  const progress = { sent: 0 };
  const prefix = Buffer.from(
    `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="field"${CRLF}${CRLF}${options.field}${CRLF}` +
      `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="file"; filename="${options.name}"${CRLF}` +
      `Content-Type: application/octet-stream${CRLF}${CRLF}`,
  );
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  async function* generate() {
    progress.sent += prefix.length + options.head.length;
    yield prefix;
    yield options.head;
    let remaining = options.totalBytes - options.head.length;
    while (remaining > 0) {
      const next = remaining >= chunk.length ? chunk : chunk.subarray(0, remaining);
      remaining -= next.length;
      progress.sent += next.length;
      yield next;
    }
    yield Buffer.from(`${CRLF}--${BOUNDARY}--${CRLF}`);
  }
  return { stream: Readable.from(generate(), { objectMode: false }), progress };
}

describe('POST /api/upload', () => {
  it.each([
    ['address_proof', 'proof.pdf', pdf(), 'application/pdf'],
    ['address_proof', 'proof.PNG', png(), 'image/png'],
    ['address_proof', 'proof.jpeg', jpeg(), 'image/jpeg'],
    ['address_proof', 'proof.jpg', jpeg(), 'image/jpeg'],
    ['repersentative_photo', 'me.jpg', jpeg(), 'image/jpeg'],
    ['signature', 'sign.png', png(), 'image/png'],
    ['stamp', 'stamp.jpeg', jpeg(), 'image/jpeg'],
    ['turnover_certificate', 'turnover.pdf', pdf(), 'application/pdf'],
    ['moa', 'moa.pdf', pdf(), 'application/pdf'],
  ])(
    'stores a valid %s (%s) under a random key and records it',
    async (field, name, body, mime) => {
      const result = await upload({ field, name, body });
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ success: true, url: expect.any(String) });
      expect(result.headers.connection).not.toBe('close');
      const key = storageKeyFromUrl(result.body.url!);
      expect(result.body.url).toMatch(/^\/api\/files\/[0-9a-f]{32}\.(pdf|png|jpe?g)$/);
      expect(key?.endsWith(`.${name.split('.').pop()!.toLowerCase()}`)).toBe(true);

      expect(storedFiles()).toEqual([key]);
      expect(readFileSync(join(uploadsDir, key!)).equals(body)).toBe(true);
      const [row] = await documentRows();
      expect(row).toMatchObject({
        field,
        storageKey: key,
        originalName: name,
        mimeType: mime,
        sizeBytes: body.length,
        uploadedBy: 'applicant:asha@example.org',
        uploadedByContacts: ['asha@example.org', '9811111111'],
        applicationId: null,
        replacedAt: null,
      });
    },
  );

  it('accepts a file of exactly the limit', async () => {
    const result = await upload({ field: 'moa', name: 'moa.pdf', body: pdf(5 * MB) });
    expect(result.status).toBe(200);
  });

  it.each([
    ['moa', 'moa.pdf', png(), 'Only PDF files are allowed.', 'a PNG named .pdf'],
    [
      'signature',
      'sign.png',
      pdf(),
      'Only JPEG, PNG, and JPG files are allowed.',
      'a PDF named .png',
    ],
    [
      'address_proof',
      'proof.pdf',
      text(),
      UPLOAD_RULES.address_proof.typeMessage,
      'text named .pdf',
    ],
    [
      'address_proof',
      'proof.png',
      jpeg(),
      UPLOAD_RULES.address_proof.typeMessage,
      'a JPEG named .png',
    ],
    [
      'repersentative_photo',
      'me.pdf',
      pdf(),
      UPLOAD_RULES.repersentative_photo.typeMessage,
      'a PDF where only images go',
    ],
    [
      'stamp',
      'stamp.gif',
      png(),
      'Only JPEG, PNG, and JPG files are allowed.',
      'an unknown extension',
    ],
    ['moa', 'moa', pdf(), 'Only PDF files are allowed.', 'no extension'],
    ['moa', 'empty.pdf', Buffer.alloc(0), 'Only PDF files are allowed.', 'an empty file'],
  ])('refuses %s %s with 415 (%s)', async (field, name, body, message) => {
    const result = await upload({ field, name, body });
    expect(result.status).toBe(415);
    expect(result.body).toEqual({ success: false, message });
    expect(storedFiles()).toEqual([]);
    expect(await documentRows()).toEqual([]);
  });

  it.each([
    ['address_proof', 'proof.pdf', pdf(6 * MB), 'File size must be upto 5 MB.'],
    ['moa', 'moa.pdf', pdf(5 * MB + 1), 'File size must be upto 5 MB.'],
    ['turnover_certificate', 'turnover.pdf', pdf(21 * MB), 'File size must upto 20 MB.'],
    ['signature', 'sign.png', png(6 * MB), 'File size must be less than 5 MB.'],
    ['stamp', 'stamp.jpg', jpeg(6 * MB), 'File size must be less than 5 MB.'],
  ])('refuses an oversized %s with 413 and stores nothing', async (field, name, body, message) => {
    const result = await upload({ field, name, body });
    expect(result.status).toBe(413);
    expect(result.body).toEqual({ success: false, message });
    expect(storedFiles()).toEqual([]);
    expect(await documentRows()).toEqual([]);
  });

  it('accepts 20 MB for the turnover certificate', async () => {
    const result = await upload({
      field: 'turnover_certificate',
      name: 'turnover.pdf',
      body: pdf(20 * MB),
    });
    expect(result.status).toBe(200);
  });

  it('cuts a 60 MB body off at the limit without reading the rest', async () => {
    const { stream, progress } = streamedBody({
      field: 'address_proof',
      name: 'huge.pdf',
      head: pdf(16),
      totalBytes: 60 * MB,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: stream,
      headers: {
        ...(await applicantBearer(t.app, ASHA)),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'File size must be upto 5 MB.' });
    expect(response.headers.connection).toBe('close');
    // The server stopped pulling just past the 5 MB limit (stream buffers allow a little more).
    expect(progress.sent).toBeGreaterThan(5 * MB);
    expect(progress.sent).toBeLessThan(8 * MB);
    stream.destroy();
    expect(storedFiles()).toEqual([]);
    expect(await documentRows()).toEqual([]);
  });

  it('cuts a 60 MB body off over real HTTP too: the client gets the 413 and the socket closes', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { stream, progress } = streamedBody({
      field: 'address_proof',
      name: 'huge.pdf',
      head: pdf(16),
      totalBytes: 60 * MB,
    });
    const auth = await applicantBearer(t.app, ASHA);
    const response = await new Promise<{ status: number; body: string; connection?: string }>(
      (resolve) => {
        const request = httpRequest(`${address}/api/upload`, {
          method: 'POST',
          headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        });
        request.on('response', (incoming) => {
          let body = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (chunk: string) => (body += chunk));
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 0,
              body,
              connection: incoming.headers.connection,
            }),
          );
        });
        // Writing on after the server closed the socket fails (EPIPE); the response is what counts.
        request.on('error', () => {});
        stream.pipe(request);
      },
    );
    stream.destroy();
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({
      success: false,
      message: 'File size must be upto 5 MB.',
    });
    expect(response.connection).toBe('close');
    // What the kernel's socket buffers took in before the close comes on top of the 5 MB read.
    expect(progress.sent).toBeLessThan(30 * MB);
    expect(storedFiles()).toEqual([]);
  });

  it('answers 401 without a token, storing nothing', async () => {
    const result = await upload({ field: 'moa', name: 'moa.pdf', body: pdf(), auth: null });
    expect(result.status).toBe(401);
    expect(result.body.success).toBe(false);
    expect(storedFiles()).toEqual([]);
  });

  it('accepts uploads from staff and members too', async () => {
    const staffUrl = await uploaded({
      field: 'moa',
      name: 'moa.pdf',
      body: pdf(),
      auth: await staffBearer(t.app, t.db, 'office@example.com'),
    });
    const memberUrl = await uploaded({
      field: 'moa',
      name: 'moa.pdf',
      body: pdf(),
      auth: await bearer(t.app, { kind: 'member', memberId: 7, userId: 70 }),
    });
    const rows = await documentRows();
    const by = (url: string) =>
      rows.find((row) => row.storageKey === storageKeyFromUrl(url))?.uploadedBy;
    expect(by(staffUrl)).toMatch(/^staff:\d+$/);
    expect(by(memberUrl)).toBe('member:7');
  });

  it.each<[string, UploadOptions]>([
    ['an unknown field', { field: 'favourite_colour', name: 'moa.pdf', body: pdf() }],
    ['no field at all', { name: 'moa.pdf', body: pdf() }],
    ['no file', { field: 'moa' }],
    ['an empty file input', { field: 'moa', name: '', body: Buffer.alloc(0) }],
  ])('answers 400 for %s', async (_case, options) => {
    const result = await upload(options);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ success: false, message: 'Error uploading file' });
    expect(storedFiles()).toEqual([]);
    expect(await documentRows()).toEqual([]);
  });

  it('answers 400 for a body that is not multipart', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: { field: 'moa', file: 'x' },
      headers: await applicantBearer(t.app, ASHA),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Error uploading file' });
  });

  it.each([
    ['a missing boundary', 'multipart/form-data', 'anything'],
    [
      'a body cut off inside the file',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="field"${CRLF}${CRLF}moa${CRLF}` +
        `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="file"; filename="m.pdf"${CRLF}${CRLF}%PDF-1.7 and then`,
    ],
    ['garbage', `multipart/form-data; boundary=${BOUNDARY}`, 'not multipart at all'],
  ])('answers 400 for malformed multipart (%s)', async (_case, contentType, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...(await applicantBearer(t.app, ASHA)), 'content-type': contentType },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Error uploading file' });
    expect(storedFiles()).toEqual([]);
    expect(await documentRows()).toEqual([]);
  });

  it('answers 400 for a second file', async () => {
    const form = new FormData();
    form.append('field', 'moa');
    form.append('file', new Blob([new Uint8Array(pdf())]), 'one.pdf');
    form.append('file', new Blob([new Uint8Array(pdf())]), 'two.pdf');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: form,
      headers: await applicantBearer(t.app, ASHA),
    });
    expect(response.statusCode).toBe(400);
    expect(storedFiles()).toEqual([]);
    expect(await documentRows()).toEqual([]);
  });

  describe('a client sending the file before the field', () => {
    it('is served with the checks applied after the transfer', async () => {
      const result = await upload({ field: 'moa', name: 'moa.pdf', body: pdf(), fileFirst: true });
      expect(result.status).toBe(200);
      expect(storedFiles()).toHaveLength(1);
    });

    it.each([
      ['address_proof', 'proof.pdf', pdf(6 * MB), 413, 'File size must be upto 5 MB.'],
      ['signature', 'sign.pdf', pdf(), 415, 'Only JPEG, PNG, and JPG files are allowed.'],
      ['moa', 'moa.pdf', png(), 415, 'Only PDF, JPEG, PNG, and JPG files are allowed.'],
    ])('still refuses a wrong %s, leaving nothing', async (field, name, body, status, message) => {
      const result = await upload({ field, name, body, fileFirst: true });
      expect(result.status).toBe(status);
      expect(result.body.message).toBe(message);
      expect(storedFiles()).toEqual([]);
      expect(await documentRows()).toEqual([]);
    });

    it('cuts the file off at the largest limit', async () => {
      const result = await upload({
        field: 'turnover_certificate',
        name: 'turnover.pdf',
        body: pdf(21 * MB),
        fileFirst: true,
      });
      expect(result.status).toBe(413);
      expect(result.body.message).toBe('File size must upto 20 MB.');
      expect(storedFiles()).toEqual([]);
    });
  });

  it('stores a sanitised original name', async () => {
    await uploaded({ field: 'moa', name: '../../etc/My \t moa:file?.pdf', body: pdf() });
    const [row] = await documentRows();
    expect(row?.originalName).toBe('My moafile.pdf');
  });
});

describe('GET /api/files/:key', () => {
  it('gives the uploader the file with safe headers', async () => {
    const body = pdf(4096);
    const url = await uploaded({ field: 'moa', name: 'Company MOA.pdf', body });
    const response = await read(url, await applicantBearer(t.app, { emails: ASHA.emails }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="Company MOA.pdf"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(body)).toBe(true);
  });

  it('serves a file that can run nothing and load nothing, even opened directly', async () => {
    const url = await uploaded({ field: 'signature', name: 'sign.png', body: png() });
    const response = await read(url, await applicantBearer(t.app, ASHA));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none';sandbox",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers HEAD with the headers only', async () => {
    const url = await uploaded({ field: 'moa', name: 'moa.pdf', body: pdf(4096) });
    const response = await t.app.inject({
      method: 'HEAD',
      url,
      headers: await applicantBearer(t.app, ASHA),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe('4096');
    expect(response.rawPayload).toHaveLength(0);
  });

  it('recognises the uploader by any contact they proved', async () => {
    const url = await uploaded({ field: 'signature', name: 'sign.png', body: png() });
    const response = await read(url, await applicantBearer(t.app, { mobiles: ['9811111111'] }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('encodes a non-ASCII name for the header', async () => {
    const url = await uploaded({ field: 'moa', name: 'प्रमाण.pdf', body: pdf() });
    const response = await read(url, await applicantBearer(t.app, ASHA));
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="______.pdf"; filename*=UTF-8''${encodeURIComponent('प्रमाण.pdf')}`,
    );
  });

  it('refuses another applicant with 403', async () => {
    const url = await uploaded({ field: 'moa', name: 'moa.pdf', body: pdf() });
    const response = await read(url, await applicantBearer(t.app, RAVI));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('refuses a member who did not upload it', async () => {
    const url = await uploaded({ field: 'moa', name: 'moa.pdf', body: pdf() });
    const response = await read(
      url,
      await bearer(t.app, { kind: 'member', memberId: 1, userId: 1 }),
    );
    expect(response.statusCode).toBe(403);
  });

  it('gives staff of any role the file', async () => {
    const url = await uploaded({ field: 'moa', name: 'moa.pdf', body: pdf() });
    for (const email of ['admin@example.com', 'zm.north@example.com', 'accounts@example.com']) {
      const response = await read(url, await staffBearer(t.app, t.db, email));
      expect(response.statusCode, email).toBe(200);
    }
  });

  it('gives the owner of the application the file is attached to', async () => {
    const [application] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.email, 'member1@example.com'));
    const url = await uploaded({ field: 'moa', name: 'moa.pdf', body: pdf() });
    await attachDocuments(t.db, application!.id, { moa: url });

    const byMobile = await applicantBearer(t.app, { mobiles: [application!.mobileNumber!] });
    expect((await read(url, byMobile)).statusCode).toBe(200);
    const byEmail = await applicantBearer(t.app, { emails: ['MEMBER1@example.com'] });
    expect((await read(url, byEmail)).statusCode).toBe(200);
    const member = await bearer(t.app, { kind: 'member', memberId: 999, userId: application!.id });
    expect((await read(url, member)).statusCode).toBe(200);
    expect((await read(url, await applicantBearer(t.app, RAVI))).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const url = await uploaded({ field: 'moa', name: 'moa.pdf', body: pdf() });
    const response = await read(url, null);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each([
    `/api/files/${'0'.repeat(32)}.pdf`,
    '/api/files/not-a-key',
    '/api/files/..%2F..%2Fapp-secret',
  ])('answers 404 for an unknown key (%s)', async (url) => {
    const response = await read(url, await staffBearer(t.app, t.db, 'admin@example.com'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('answers 404 when the stored file is gone', async () => {
    const url = await uploaded({ field: 'moa', name: 'moa.pdf', body: pdf() });
    rmSync(join(uploadsDir, storageKeyFromUrl(url)!));
    expect((await read(url, await applicantBearer(t.app, ASHA))).statusCode).toBe(404);
  });
});

describe('replacing a file with old_file_name', () => {
  it('stores the new file, then removes the old one and marks its row replaced', async () => {
    const oldUrl = await uploaded({ field: 'moa', name: 'old.pdf', body: pdf() });
    const oldKey = storageKeyFromUrl(oldUrl)!;
    const events: string[] = [];
    const files = t.app.files;
    const put = files.put.bind(files);
    const remove = files.delete.bind(files);
    vi.spyOn(files, 'put').mockImplementation(async (...args) => {
      await put(...args);
      events.push(`stored ${args[0]}`);
    });
    vi.spyOn(files, 'delete').mockImplementation(async (key) => {
      events.push(`deleted ${key}`);
      await remove(key);
    });

    const newUrl = await uploaded({ field: 'moa', name: 'new.pdf', body: pdf(), old: oldUrl });
    const newKey = storageKeyFromUrl(newUrl)!;
    expect(events).toEqual([`stored ${newKey}`, `deleted ${oldKey}`]);
    expect(storedFiles()).toEqual([newKey]);
    const rows = await documentRows();
    expect(rows.find((row) => row.storageKey === oldKey)?.replacedAt).toBeInstanceOf(Date);
    expect(rows.find((row) => row.storageKey === newKey)?.replacedAt).toBeNull();
    expect((await read(oldUrl, await applicantBearer(t.app, ASHA))).statusCode).toBe(404);
    expect((await read(newUrl, await applicantBearer(t.app, ASHA))).statusCode).toBe(200);
  });

  it('accepts the bare key as old_file_name', async () => {
    const oldUrl = await uploaded({ field: 'stamp', name: 'old.png', body: png() });
    await uploaded({
      field: 'stamp',
      name: 'new.png',
      body: png(),
      old: storageKeyFromUrl(oldUrl)!,
    });
    expect(storedFiles()).toHaveLength(1);
  });

  it('keeps the old file when storing the new one fails', async () => {
    const oldUrl = await uploaded({ field: 'moa', name: 'old.pdf', body: pdf() });
    const oldKey = storageKeyFromUrl(oldUrl)!;
    vi.spyOn(t.app.files, 'put').mockRejectedValueOnce(new Error('disk full'));
    const remove = vi.spyOn(t.app.files, 'delete');

    const result = await upload({ field: 'moa', name: 'new.pdf', body: pdf(), old: oldUrl });
    expect(result.status).toBe(500);
    expect(result.body).toEqual({ success: false, message: 'Something went wrong' });
    expect(remove).not.toHaveBeenCalledWith(oldKey);
    expect(storedFiles()).toEqual([oldKey]);
    const rows = await documentRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.replacedAt).toBeNull();
  });

  it('keeps the old file when the new one is refused', async () => {
    const oldUrl = await uploaded({ field: 'moa', name: 'old.pdf', body: pdf() });
    const result = await upload({ field: 'moa', name: 'new.pdf', body: pdf(6 * MB), old: oldUrl });
    expect(result.status).toBe(413);
    expect(storedFiles()).toEqual([storageKeyFromUrl(oldUrl)]);
    expect((await documentRows())[0]?.replacedAt).toBeNull();
  });

  it("refuses to replace someone else's file with 403, storing nothing", async () => {
    const oldUrl = await uploaded({ field: 'moa', name: 'old.pdf', body: pdf() });
    const result = await upload({
      field: 'moa',
      name: 'new.pdf',
      body: pdf(),
      old: oldUrl,
      auth: await applicantBearer(t.app, RAVI),
    });
    expect(result.status).toBe(403);
    expect(storedFiles()).toEqual([storageKeyFromUrl(oldUrl)]);
    expect(await documentRows()).toHaveLength(1);
  });

  it('checks the right to replace also when old_file_name comes after the file', async () => {
    const oldUrl = await uploaded({ field: 'moa', name: 'old.pdf', body: pdf() });
    const result = await upload({
      field: 'moa',
      name: 'new.pdf',
      body: pdf(),
      old: oldUrl,
      fileFirst: true,
      auth: await applicantBearer(t.app, RAVI),
    });
    expect(result.status).toBe(403);
    expect(storedFiles()).toEqual([storageKeyFromUrl(oldUrl)]);
  });

  it('lets office staff replace an applicant file', async () => {
    const oldUrl = await uploaded({ field: 'moa', name: 'old.pdf', body: pdf() });
    const auth = await staffBearer(t.app, t.db, 'office@example.com');
    await uploaded({ field: 'moa', name: 'new.pdf', body: pdf(), old: oldUrl, auth });
    expect(storedFiles()).toHaveLength(1);
  });

  it('refuses a replacement for another field', async () => {
    const oldUrl = await uploaded({ field: 'moa', name: 'old.pdf', body: pdf() });
    const result = await upload({ field: 'aoa', name: 'new.pdf', body: pdf(), old: oldUrl });
    expect(result.status).toBe(400);
    expect(storedFiles()).toEqual([storageKeyFromUrl(oldUrl)]);
  });

  it('ignores an old_file_name that names no current upload', async () => {
    const result = await upload({
      field: 'moa',
      name: 'moa.pdf',
      body: pdf(),
      old: '/uploads/legacy-name.pdf',
    });
    expect(result.status).toBe(200);
  });

  it('moves the application attachment to the new file', async () => {
    const [application] = await t.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.email, 'member1@example.com'));
    const oldUrl = await uploaded({ field: 'moa', name: 'old.pdf', body: pdf() });
    await attachDocuments(t.db, application!.id, { moa: oldUrl });
    const newUrl = await uploaded({ field: 'moa', name: 'new.pdf', body: pdf(), old: oldUrl });
    const [row] = await t.db
      .select()
      .from(documents)
      .where(eq(documents.storageKey, storageKeyFromUrl(newUrl)!));
    expect(row?.applicationId).toBe(application!.id);
  });
});
