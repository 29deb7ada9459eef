// The app's start, run by main.tsx once the server's HTML has painted. It goes in stages, each its own
// task: React, then the router, then the app's modules, then the first render. Evaluated in one go they
// were one task of about 50 ms here (200 ms on a slow phone) during which a tap went unanswered.
import { nextTask } from './app/next-task';

async function boot(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('./app/router-parts');
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await nextTask();
  await startApp();
}

void boot();
