// A payload schema's wire side: what a request may carry, with every transform and rule taken off.
// The membership form's schemas are built per request (tier, verified contacts, draft or not), so
// the request contract of a save is derived from them rather than written again: the same field
// names and types, no rules. The rules still run in the save's operation, with their messages.
import { z } from 'zod';

type Shape = Record<string, z.ZodType>;

/** Every field may be absent: whether it is needed is a rule, reported by the rules' schema. */
function wireShape(shape: Shape): Shape {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, wireSchema(field).optional()]),
  );
}

/** The schema a value must fit before any transform runs; unknown kinds are kept as they are. */
function wireSchema(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodPipe) return wireSchema(schema.in as z.ZodType);
  if (schema instanceof z.ZodOptional) return wireSchema(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodNullable) return wireSchema(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodUnion) {
    const options = (schema.options as readonly z.ZodType[]).map(wireSchema);
    return z.union(options as [z.ZodType, z.ZodType, ...z.ZodType[]]);
  }
  if (schema instanceof z.ZodArray) return z.array(wireSchema(schema.element as z.ZodType));
  if (schema instanceof z.ZodTuple) {
    const items = (schema.def.items as readonly z.ZodType[]).map(wireSchema);
    return z.tuple(items as [z.ZodType, ...z.ZodType[]]);
  }
  if (schema instanceof z.ZodObject) return z.looseObject(wireShape(schema.shape as Shape));
  if (schema instanceof z.ZodTransform) return z.unknown();
  return schema;
}

/**
 * The wire side of a payload schema: an object whose fields take what the schema's fields take
 * (text, a number, a 0/1 flag, a list or its JSON text) or are absent, and pass it through unchanged,
 * unknown fields included. Typed as the schema's input, which is what a client sends.
 */
export function wireOf<T extends z.ZodType>(schema: T): z.ZodType<z.input<T>, z.input<T>> {
  return wireSchema(schema) as z.ZodType<z.input<T>, z.input<T>>;
}
