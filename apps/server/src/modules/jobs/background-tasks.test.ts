import { describe, expect, it, vi } from 'vitest';
import { createBackgroundTasks } from './background-tasks';

describe('background tasks', () => {
  it('runs a task without being awaited, and settled() waits for it and those it starts', async () => {
    const tasks = createBackgroundTasks({ error: vi.fn() });
    const done: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    tasks.run('outer', async () => {
      await gate;
      done.push('outer');
      tasks.run('inner', async () => {
        done.push('inner');
      });
    });
    const settled = tasks.settled().then(() => done.length);
    expect(done).toEqual([]);
    release();
    expect(await settled).toBe(2);
    expect(done).toEqual(['outer', 'inner']);
  });

  it('logs a failure instead of throwing it', async () => {
    const logger = { error: vi.fn() };
    const tasks = createBackgroundTasks(logger);
    tasks.run('failing', async () => {
      throw new Error('transport down');
    });
    await tasks.settled();
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ task: 'failing' }),
      'background task failed',
    );
  });
});
