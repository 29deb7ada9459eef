import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiskFileStore } from './disk-file-store';

const dirs: string[] = [];

function newStore() {
  const root = mkdtempSync(join(tmpdir(), 'portico-disk-store-'));
  dirs.push(root);
  const dir = join(root, 'uploads');
  return { store: createDiskFileStore(dir), dir };
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const meta = { contentType: 'application/pdf' };

/** A stream that yields some chunks and then fails, as a cut-off upload does. */
function failingStream(chunks: Buffer[]): Readable {
  return Readable.from(
    (async function* () {
      yield* chunks;
      throw new Error('connection reset');
    })(),
  );
}

describe('disk file store', () => {
  it('creates its folder and stores a stream and a buffer', async () => {
    const { store, dir } = newStore();
    await store.put('a.pdf', Readable.from([Buffer.from('%PDF-'), Buffer.from('1.7')]), meta);
    await store.put('b.pdf', Buffer.from('%PDF-buffer'), meta);

    expect(readdirSync(dir).sort()).toEqual(['a.pdf', 'b.pdf']);
    expect((await buffer((await store.get('a.pdf'))!)).toString()).toBe('%PDF-1.7');
    expect((await buffer((await store.get('b.pdf'))!)).toString()).toBe('%PDF-buffer');
  });

  it('creates its folder again when it was removed while running', async () => {
    const { store, dir } = newStore();
    await store.put('a.pdf', Buffer.from('first'), meta);
    rmSync(dir, { recursive: true, force: true });
    await store.put('b.pdf', Readable.from([Buffer.from('%PDF-'), Buffer.from('1.7')]), meta);
    expect(readdirSync(dir)).toEqual(['b.pdf']);
  });

  it('answers null for a missing key and deletes idempotently', async () => {
    const { store, dir } = newStore();
    expect(await store.get('missing.pdf')).toBeNull();
    await store.put('a.pdf', Buffer.from('x'), meta);
    await store.delete('a.pdf');
    await store.delete('a.pdf');
    expect(await store.get('a.pdf')).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('leaves nothing behind when the body fails part-way', async () => {
    const { store, dir } = newStore();
    await expect(
      store.put('cut.pdf', failingStream([Buffer.alloc(64 * 1024), Buffer.alloc(64 * 1024)]), meta),
    ).rejects.toThrow('connection reset');
    expect(readdirSync(dir)).toEqual([]);
    expect(await store.get('cut.pdf')).toBeNull();
  });

  it('keeps the previous content of a key when a replacement fails', async () => {
    const { store } = newStore();
    await store.put('a.pdf', Buffer.from('first'), meta);
    await expect(store.put('a.pdf', failingStream([Buffer.from('sec')]), meta)).rejects.toThrow();
    expect((await buffer((await store.get('a.pdf'))!)).toString()).toBe('first');
  });

  it.each(['../secret', 'a/b.pdf', '.hidden', '', 'a\\b', 'x'.repeat(201), 'a..pdf'])(
    'refuses the key %j',
    async (key) => {
      const { store, dir } = newStore();
      await expect(store.put(key, Buffer.from('x'), meta)).rejects.toThrow('invalid storage key');
      await expect(store.get(key)).rejects.toThrow('invalid storage key');
      await expect(store.delete(key)).rejects.toThrow('invalid storage key');
      expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
    },
  );
});
