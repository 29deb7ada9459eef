// A worker thread that parses one register file (parse-register.ts) off the server's event loop: it
// gets the file's kind and bytes as its workerData, posts back the rows or the reason the file cannot
// be read, and ends. The server bundle ships it as dist/register-worker.js (build.mjs).
import { once } from 'node:events';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { BadRequestError } from '../../errors';
import { readCsv, readXlsx, type RegisterFile, type RegisterRow } from './parse-register';

export type RegisterKind = 'csv' | 'xlsx';
export type RegisterJob = { kind: RegisterKind; content: Uint8Array };
/** Rows in chunks (the parent answers each to ask for the next), then the header, or a 400's text. */
export type RegisterMessage =
  { rows: RegisterRow[] } | { header: string[] } | { unreadable: string };

/**
 * Rows per message. The parent decodes each message on its event loop, and queued messages all in one
 * go: 50,000 rows at once held it about 300 ms, a chunk of 1,000 a few.
 */
const CHUNK_ROWS = 1_000;

async function parseJob({ kind, content }: RegisterJob): Promise<RegisterFile | string> {
  // A Buffer crosses to a worker as a plain Uint8Array; the view shares its memory, no copy.
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  try {
    return kind === 'xlsx' ? await readXlsx(bytes) : readCsv(bytes);
  } catch (error) {
    // Only a 400's message crosses back; anything else fails the worker, a 500 for the request.
    if (error instanceof BadRequestError) return error.message;
    throw error;
  }
}

async function post(port: MessagePort, result: RegisterFile | string): Promise<void> {
  const send = (message: RegisterMessage) => port.postMessage(message);
  if (typeof result === 'string') return send({ unreadable: result });
  for (let at = 0; at < result.rows.length; at += CHUNK_ROWS) {
    send({ rows: result.rows.slice(at, at + CHUNK_ROWS) });
    await once(port, 'message');
  }
  send({ header: result.header });
}

if (parentPort) await post(parentPort, await parseJob(workerData as RegisterJob));
