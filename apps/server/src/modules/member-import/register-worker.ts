// A worker thread that parses one register file (parse-register.ts) off the server's event loop: it
// gets the file's kind and bytes as its workerData, posts back the rows or the reason the file cannot
// be read, and ends. The server bundle ships it as dist/register-worker.js (build.mjs).
import { parentPort, workerData } from 'node:worker_threads';
import { BadRequestError } from '../../errors';
import { readCsv, readXlsx, type RegisterFile } from './parse-register';

export type RegisterKind = 'csv' | 'xlsx';
export type RegisterJob = { kind: RegisterKind; content: Uint8Array };
export type RegisterOutcome = { file: RegisterFile } | { unreadable: string };

async function parseJob({ kind, content }: RegisterJob): Promise<RegisterOutcome> {
  // A Buffer crosses to a worker as a plain Uint8Array; the view shares its memory, no copy.
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  try {
    return { file: kind === 'xlsx' ? await readXlsx(bytes) : readCsv(bytes) };
  } catch (error) {
    // Only a 400's message crosses back; anything else fails the worker, a 500 for the request.
    if (error instanceof BadRequestError) return { unreadable: error.message };
    throw error;
  }
}

parentPort?.postMessage(await parseJob(workerData as RegisterJob));
