// A route that names who may call it once: its onRequest hook finds the caller (refusing a stranger
// before the path, query or body is validated, so our validation messages tell them nothing) and its
// handler is handed that caller. The auth module makes the usual ones (`forSignedIn`, `forMembers`,
// `forStaffIn(...roles)`), e.g.
//   const forAdmins = forStaffIn('admin');
//   app.post('/api/staff/things', forAdmins({ body, response }, async (principal, request) => …));
import type {
  ContextConfigDefault,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** The request of a route with this schema: params, query and body typed by its zod schemas. */
type RouteRequest<Schema extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  Schema,
  ZodTypeProvider
>;

/**
 * The params, query and body a route with these schemas is handed, named as Fastify names them:
 * inside a generic function TypeScript cannot tell them from the schema's output; at each caller
 * they are that output.
 */
export type ParamsOf<Params extends z.ZodType> = RouteRequest<{ params: Params }>['params'];
export type QueryOf<Query extends z.ZodType> = RouteRequest<{ querystring: Query }>['query'];
export type BodyOf<Body extends z.ZodType> = RouteRequest<{ body: Body }>['body'];

type RouteReply<Schema extends FastifySchema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  Schema,
  ZodTypeProvider
>;

/** What a handler of a route with this schema may answer (its response schemas' types). */
type RouteAnswer<Schema extends FastifySchema> = ReturnType<
  RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    Schema,
    ZodTypeProvider
  >
>;

/**
 * Route options (Fastify's `{ onRequest, schema, handler }`, for `app.get(path, options)` and the
 * like) whose hook checks the caller and whose handler is handed what `callerOf` finds. The hook is
 * `callerOf` itself unless the module has one that checks more (a member-only route's kind). The
 * request's types are checked where the options are passed to Fastify, with the route's own schema.
 */
export function guardedRoute<Caller>(
  callerOf: (request: FastifyRequest) => Promise<Caller>,
  onRequest = async (request: FastifyRequest): Promise<void> => {
    await callerOf(request);
  },
) {
  return <const Schema extends FastifySchema>(
    schema: Schema,
    // A promise of the answer itself: a promise of Fastify's own answer type (which may be a
    // promise) is not one Fastify takes once the schema is known.
    handle: (
      caller: Caller,
      request: RouteRequest<Schema>,
      reply: RouteReply<Schema>,
    ) => Promise<Exclude<Awaited<RouteAnswer<Schema>>, void>>,
  ) => ({
    onRequest,
    schema,
    handler: async (request: RouteRequest<Schema>, reply: RouteReply<Schema>) =>
      handle(await callerOf(request), request, reply),
  });
}

/** What `guardedRoute` makes: route options for a caller found by one check. */
export type GuardedRoute<Caller> = ReturnType<typeof guardedRoute<Caller>>;
