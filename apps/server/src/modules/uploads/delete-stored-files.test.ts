// deleteStoredFiles: every file is tried in turn; one that fails is logged with its key and skipped.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { FileStore } from '../../adapters/files/file-store';
import { deleteStoredFiles } from './delete-stored-files';

describe('deleteStoredFiles', () => {
  it('deletes each key in order, warns about one that fails and counts the others', async () => {
    const failure = new Error('bucket unavailable');
    const tried: string[] = [];
    const files = {
      delete: vi.fn(async (key: string) => {
        tried.push(key);
        if (key === 'b') throw failure;
      }),
    } as unknown as FileStore;
    const warn = vi.fn();
    const logger = { warn } as unknown as FastifyBaseLogger;

    const deleted = await deleteStoredFiles({ files, logger }, ['a', 'b', 'c'], 'not deleted');

    expect(deleted).toBe(2);
    expect(tried).toEqual(['a', 'b', 'c']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith({ err: failure, key: 'b' }, 'not deleted');
  });

  it('answers 0 for no keys', async () => {
    const files = { delete: vi.fn() } as unknown as FileStore;
    const logger = { warn: vi.fn() } as unknown as FastifyBaseLogger;
    expect(await deleteStoredFiles({ files, logger }, [], 'not deleted')).toBe(0);
    expect(files.delete).not.toHaveBeenCalled();
  });
});
