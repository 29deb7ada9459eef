// Runs the parse of a register in a worker thread (register-worker.ts): exceljs takes seconds on a
// 50,000-row workbook, and on the event loop every other request would wait. One worker per file, one
// file at a time, so concurrent imports queue instead of each holding a parse's memory.
import { Worker } from 'node:worker_threads';
import { BadRequestError } from '../../errors';
import type { RegisterFile } from './parse-register';
import type { RegisterJob, RegisterKind, RegisterOutcome } from './register-worker';

/** The bundle's dist/register-worker.js next to dist/main.js, or the source through tsx. */
function workerUrl(): URL {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(fromSource ? './register-worker-tsx.mjs' : './register-worker.js', import.meta.url);
}

function runWorker(job: RegisterJob): Promise<RegisterOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl(), { workerData: job });
    let outcome: RegisterOutcome | undefined;
    worker.once('message', (message: RegisterOutcome) => (outcome = message));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (outcome) resolve(outcome);
      else reject(new Error(`The register worker ended (code ${code}) without a result`));
    });
  });
}

let queue: Promise<unknown> = Promise.resolve();

export async function parseInWorker(kind: RegisterKind, content: Buffer): Promise<RegisterFile> {
  const job = { kind, content };
  const outcome = queue.then(() => runWorker(job));
  queue = outcome.catch(() => undefined);
  const result = await outcome;
  if ('unreadable' in result) throw new BadRequestError(result.unreadable);
  return result.file;
}
