import type { DriverName } from '../apps/server/src/db/client';
import { compare, type Comparison } from './support/autocannon';
import { BARE_ROUTE } from './support/routes';
import { startBenchServer } from './support/server';

/** Budget of the foundation issue: the categories call serves at least half the bare route's rate. */
export const CATEGORIES_RATIO_BUDGET = 0.5;

/** `GET /api/membership` against a bare Fastify route returning a constant, in one process. */
export async function benchCatalog(driver: DriverName): Promise<Comparison> {
  const server = await startBenchServer(driver);
  try {
    return await compare(`${server.baseUrl}${BARE_ROUTE}`, `${server.baseUrl}/api/membership`);
  } finally {
    await server.stop();
  }
}
