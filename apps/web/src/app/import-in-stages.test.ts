import { describe, expect, it, vi } from 'vitest';
import { importInStages } from './import-in-stages';

const steps: string[] = [];
vi.mock('./next-task', () => ({
  nextTask: () => {
    steps.push('next task');
    return Promise.resolve();
  },
}));

describe('importInStages', () => {
  it('runs each stage in a task of its own, then the last import, once for every caller', async () => {
    const stage = (name: string) => () => {
      steps.push(name);
      return Promise.resolve();
    };
    const load = importInStages([stage('zod'), stage('schemas')], () => {
      steps.push('form');
      return Promise.resolve('the form');
    });
    const first = load();
    const second = load();
    await expect(first).resolves.toBe('the form');
    expect(second).toBe(first);
    expect(steps).toEqual(['zod', 'next task', 'schemas', 'next task', 'form']);
  });

  it('tries again after a failure', async () => {
    const last = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce('the form');
    const load = importInStages([], last);
    await expect(load()).rejects.toThrow('chunk failed');
    await expect(load()).resolves.toBe('the form');
    expect(last).toHaveBeenCalledTimes(2);
  });
});
