import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  UploadInspector,
  contentDisposition,
  kindOfExtension,
  sanitizeFileName,
  sniffKind,
} from './file-checks';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0, 0, 0]);
const PDF = Buffer.from('%PDF-1.4\n...');

describe('sniffKind', () => {
  it('tells PDF, JPEG and PNG apart by their first bytes', () => {
    expect(sniffKind(PDF)).toBe('pdf');
    expect(sniffKind(JPEG)).toBe('jpeg');
    expect(sniffKind(PNG)).toBe('png');
    expect(sniffKind(Buffer.from('GIF89a..'))).toBeNull();
    expect(sniffKind(Buffer.from('%PD'))).toBeNull();
    expect(sniffKind(Buffer.alloc(0))).toBeNull();
  });

  it('maps accepted extensions to kinds', () => {
    expect(['pdf', 'jpg', 'jpeg', 'png', 'gif', 'constructor'].map(kindOfExtension)).toEqual([
      'pdf',
      'jpeg',
      'jpeg',
      'png',
      null,
      null,
    ]);
  });
});

describe('UploadInspector', () => {
  const inspect = (chunks: Buffer[], limit = 100, expected: 'pdf' | 'png' = 'png') => {
    const inspector = new UploadInspector({
      limit,
      expected,
      tooLarge: () => new Error('too large'),
      wrongType: () => new Error('wrong type'),
    });
    return { inspector, result: buffer(Readable.from(chunks).pipe(inspector)) };
  };

  it('passes a file through unchanged, however it is chunked', async () => {
    const chunks = [...PNG].map((byte) => Buffer.from([byte]));
    const { inspector, result } = inspect(chunks);
    expect((await result).equals(PNG)).toBe(true);
    expect(inspector.bytes).toBe(PNG.length);
  });

  it('fails on content of another kind', async () => {
    const { inspector, result } = inspect([PDF]);
    await expect(result).rejects.toThrow('wrong type');
    expect(inspector.failure?.message).toBe('wrong type');
  });

  it('judges a file shorter than the signature window at its end', async () => {
    await expect(inspect([Buffer.from('%PDF-')], 100, 'pdf').result).resolves.toHaveLength(5);
    await expect(inspect([Buffer.from('%PD')], 100, 'pdf').result).rejects.toThrow('wrong type');
    await expect(inspect([], 100, 'pdf').result).rejects.toThrow('wrong type');
  });

  it('fails as soon as one byte more than the limit has arrived', async () => {
    await expect(inspect([PNG], PNG.length).result).resolves.toHaveLength(PNG.length);
    const { inspector, result } = inspect([PNG, Buffer.from([0])], PNG.length);
    await expect(result).rejects.toThrow('too large');
    expect(inspector.failure?.message).toBe('too large');
  });
});

describe('sanitizeFileName', () => {
  it('keeps an ordinary name', () => {
    expect(sanitizeFileName('Address proof (2024).pdf', 'pdf')).toBe('Address proof (2024).pdf');
    expect(sanitizeFileName('पैन कार्ड.pdf', 'pdf')).toBe('पैन कार्ड.pdf');
  });

  it('drops folders, control characters, quotes and leading dots', () => {
    expect(sanitizeFileName('C:\\Users\\me\\scan.pdf', 'pdf')).toBe('scan.pdf');
    expect(sanitizeFileName('../../etc/passwd.pdf', 'pdf')).toBe('passwd.pdf');
    expect(sanitizeFileName('my "best"\u0000\r\n<scan>.pdf', 'pdf')).toBe('my bestscan.pdf');
    expect(sanitizeFileName('...hidden.png', 'png')).toBe('hidden.png');
  });

  it('falls back to file.<ext> and caps the length, keeping the extension', () => {
    expect(sanitizeFileName('', 'pdf')).toBe('file.pdf');
    expect(sanitizeFileName('"?*', 'png')).toBe('file.png');
    const long = sanitizeFileName(`${'a'.repeat(300)}.pdf`, 'pdf');
    expect(long).toHaveLength(150);
    expect(long.endsWith('a.pdf')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('quotes an ASCII name as it is', () => {
    expect(contentDisposition('scan 1.pdf')).toBe('inline; filename="scan 1.pdf"');
  });

  it('adds the exact name as filename* when it is not ASCII', () => {
    expect(contentDisposition("pan's कार्ड.pdf")).toBe(
      `inline; filename="pan's _____.pdf"; filename*=UTF-8''pan%27s%20${encodeURIComponent('कार्ड')}.pdf`,
    );
  });
});
