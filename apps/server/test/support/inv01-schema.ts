// NIC's INV-01 schema 1.1 as the repository keeps it (src/lib/einvoice), compiled once with ajv:
// every e-invoice JSON a test builds or the stand-in IRP receives is checked against it.
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { expect } from 'vitest';

const schema = JSON.parse(
  readFileSync(new URL('../../src/lib/einvoice/inv01-schema-1.1.json', import.meta.url), 'utf8'),
) as object;

export const validateInv01 = new Ajv({ allErrors: true }).compile(schema);

/** What INV-01 refuses in `json`, as ajv words it (empty when it validates). */
export function inv01Errors(json: unknown): string[] {
  return validateInv01(json)
    ? []
    : (validateInv01.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

/** Fails with ajv's own list of what INV-01 refuses. */
export function expectValidInv01(json: unknown): void {
  expect(inv01Errors(json)).toEqual([]);
}
