import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// The contracts the app loads with its calls (`await import(...)`), loaded once here: in a test the
// first call would otherwise wait for their transform, and a screen's answer come after the
// assertion's time-out. The browser build still loads them with the calls.
import '@portico/domain/contracts/association.contract';
import '@portico/domain/contracts/applications.contract';
import '@portico/domain/contracts/catalog.contract';
import '@portico/domain/contracts/members.contract';
import '@portico/domain/contracts/dev.contract';
import '@portico/domain/contracts/payments.contract';
import '@portico/domain/schemas/verification.schema';
import { clearProcess } from '../app/process';
import { clearAuth } from '../app/session';
import { clearToasts } from '../app/toast';

// findBy* and waitFor wait for what the user sees, polling until it shows; their default limit of
// 1 s is a guess about the machine, not the app. On a loaded machine (parallel test runs, a build,
// two cores) a screen's next commit comes seconds later, and a route's first load (its modules
// transformed for the first time in the run) took over 10 s at a load average of 15 on two cores.
// A passing wait ends as soon as the screen shows, so the long limit costs nothing; it only delays
// the report of a real failure.
configure({ asyncUtilTimeout: 20_000 });

afterEach(async () => {
  vi.useRealTimers();
  // A screen may still be loading a chunk it asked for (the self-update page requests its form at
  // once): let it arrive, or the import lands after the file's environment is torn down and the run
  // fails with an unhandled EnvironmentTeardownError.
  await vi.dynamicImportSettled();
  cleanup();
  clearAuth();
  clearProcess();
  clearToasts();
  vi.unstubAllGlobals();
});
