// A transaction's queries go one after another: its one connection runs one query at a time, and
// node-postgres 8 queues a query sent while another runs, with a deprecation warning (version 9
// refuses it). On PostgreSQL that warning fails the test that caused it. Node prints a deprecation
// once per process, so a worker reports its first such test; the next run reports the next.
import { afterEach } from 'vitest';

const OVERLAPPING = /client is already executing a query/;
const seen: string[] = [];

process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && OVERLAPPING.test(warning.message)) {
    seen.push(warning.message);
  }
});

afterEach(() => {
  if (seen.length === 0) return;
  seen.length = 0;
  throw new Error(
    'a query was sent on a connection still running another (Promise.all inside a transaction?)',
  );
});
