import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const steps: string[] = [];
vi.mock('react-dom/client', () => {
  steps.push('react-dom');
  return {};
});
vi.mock('./app/router-parts', () => {
  steps.push('router');
  return {};
});
vi.mock('./app/start-app', () => {
  steps.push('app');
  return { startApp: () => steps.push('start') };
});

vi.mock('./app/next-task', () => ({
  nextTask: () => {
    steps.push('next task');
    return Promise.resolve();
  },
}));

describe('the start', () => {
  it('evaluates React, the router and the app, then starts it, each in a task of its own', async () => {
    await import('./boot');
    await waitFor(() => expect(steps).toContain('start'));
    expect(steps).toEqual([
      'react-dom',
      'next task',
      'router',
      'next task',
      'app',
      'next task',
      'start',
    ]);
  });
});
