// Runs the parse of a register in a worker thread (register-worker.ts): exceljs takes seconds on a
// 50,000-row workbook, and on the event loop every other request would wait. One worker per file, one
// file at a time, so concurrent imports queue instead of each holding a parse's memory.
import { Worker } from 'node:worker_threads';
import { BadRequestError } from '../../errors';
import type { RegisterFile, RegisterRow } from './parse-register';
import type { RegisterJob, RegisterKind, RegisterMessage } from './register-worker';

/** The bundle's dist/register-worker.js next to dist/main.js, or the source through tsx. */
function workerUrl(): URL {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(
    fromSource ? './register-worker-tsx.mjs' : './register-worker.js',
    import.meta.url,
  );
}

function runWorker(job: RegisterJob): Promise<RegisterFile> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl(), { workerData: job });
    const rows: RegisterRow[] = [];
    let outcome: RegisterFile | BadRequestError | undefined;
    worker.on('message', (message: RegisterMessage) => {
      if ('rows' in message) {
        for (const row of message.rows) rows.push(row);
        worker.postMessage('next');
      } else if ('header' in message) outcome = { header: message.header, rows };
      else outcome = new BadRequestError(message.unreadable);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (outcome instanceof BadRequestError) reject(outcome);
      else if (outcome) resolve(outcome);
      else reject(new Error(`The register worker ended (code ${code}) without a result`));
    });
  });
}

let queue: Promise<unknown> = Promise.resolve();

export function parseInWorker(kind: RegisterKind, content: Buffer): Promise<RegisterFile> {
  const parsed = queue.then(() => runWorker({ kind, content }));
  queue = parsed.catch(() => undefined);
  return parsed;
}
