import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearProcess } from '../app/process';
import { clearAuth } from '../app/session';
import { clearToasts } from '../app/toast';

afterEach(() => {
  cleanup();
  clearAuth();
  clearProcess();
  clearToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
