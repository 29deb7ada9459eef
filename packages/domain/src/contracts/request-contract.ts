// Which schemas are request contracts: every body and query string a route validates is one the
// contracts register here, so the server's route check (apps/server/test/route-contracts.test.ts)
// can tell a contract from a schema written beside a route (decision 060).
import { z } from 'zod';

/** Every request schema (a body or a query string) the contracts name, with its name. */
export const requestContracts = z.registry<{ name: string }>();

/** Registers one request schema built by a contract (a factory's result too) and returns it. */
export function requestContract<S extends z.ZodType>(name: string, schema: S): S {
  requestContracts.add(schema, { name });
  return schema;
}

/** Registers a contract file's request schemas under their export names. */
export function registerRequestContracts(schemas: Record<string, z.ZodType>): void {
  for (const [name, schema] of Object.entries(schemas)) requestContracts.add(schema, { name });
}

/** The contract name of a route's body or query schema, or undefined when it is none. */
export function requestContractName(schema: unknown): string | undefined {
  return schema instanceof z.ZodType ? requestContracts.get(schema)?.name : undefined;
}
