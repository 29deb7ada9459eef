import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { readOnce, type AssociationSource } from './association-source';

const association = loadConfig({ NODE_ENV: 'test' }).association;

describe('readOnce', () => {
  it('reads the association on first use only, however many documents the run issues', async () => {
    const current = vi.fn(() => Promise.resolve(association));
    const source: AssociationSource = { current, fromRow: () => association };
    const run = readOnce(source);
    expect(current).not.toHaveBeenCalled();
    const read = await Promise.all([run.current(), run.current(), run.current()]);
    expect(read).toEqual([association, association, association]);
    expect(current).toHaveBeenCalledTimes(1);
    // The next run reads afresh: an edit made in between is on its documents.
    await readOnce(source).current();
    expect(current).toHaveBeenCalledTimes(2);
  });
});
