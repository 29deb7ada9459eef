// The create and update of a back-office resource (categories, coupons, staff accounts), which all
// answer alike: POST <path> creates and PATCH <path>/:id updates, each answering its message and the
// saved row.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { BodyOf, GuardedRoute } from './guarded-route';
import { savedReply } from './replies';

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

type CreateAndUpdate<Caller, Row, Create extends z.ZodType, Update extends z.ZodType> = {
  /** Who may create and update. */
  guard: GuardedRoute<Caller>;
  /** What the replies say. */
  messages: { created: string; updated: string };
  schemas: {
    create: Create;
    update: Update;
    params: z.ZodType<{ id: number }>;
    saved: z.ZodType<{ success: true; message: string; data: Row }>;
  };
  /** The module's service, whose create and update these routes call. */
  service: {
    create: (caller: Caller, body: BodyOf<Create>) => Promise<Row>;
    update: (caller: Caller, id: number, body: BodyOf<Update>) => Promise<Row>;
  };
};

export function registerCreateAndUpdate<
  Caller,
  Row,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(app: RouteApp, path: string, resource: CreateAndUpdate<Caller, Row, Create, Update>): void {
  const { guard, messages, schemas, service } = resource;
  app.post(
    path,
    guard({ body: schemas.create, response: { 200: schemas.saved } }, async (caller, request) =>
      savedReply(messages.created, await service.create(caller, request.body)),
    ),
  );
  app.patch(
    `${path}/:id`,
    guard(
      { params: schemas.params, body: schemas.update, response: { 200: schemas.saved } },
      async (caller, request) =>
        savedReply(messages.updated, await service.update(caller, request.params.id, request.body)),
    ),
  );
}
