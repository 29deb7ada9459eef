// The health probes: GET /api/health, GET /api/health/live and GET /api/health/ready. Each answers
// 200 when healthy and 503, with the same data and a message, when not.
import { z } from 'zod';
import { dataResponse } from './common';

const unhealthy = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(false), message: z.string(), data });

const databaseHealth = z.object({
  database: z.enum(['up', 'down']),
  /** The server's database driver: 'pglite' or 'postgres'. */
  driver: z.string(),
});
/** GET /api/health: the database answers (503: it does not). */
export const healthResponse = {
  200: dataResponse(databaseHealth),
  503: unhealthy(databaseHealth),
};

/** GET /api/health/live: the process answers. */
export const liveResponse = {
  200: dataResponse(z.object({ status: z.literal('live') })),
};

const readiness = z.object({
  database: z.enum(['up', 'down']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
  /** The migrations the database lacks, by tag. */
  pending: z.array(z.string()).optional(),
});
/** GET /api/health/ready: the database answers and holds every migration of this build. */
export const readyResponse = {
  200: dataResponse(readiness),
  503: unhealthy(readiness),
};
