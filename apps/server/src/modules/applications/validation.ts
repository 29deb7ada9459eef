// The save payloads, validated with the domain's schemas built per request from the tier and the
// applicant's context, then extended with the fields every save carries (id, is_draft, …).
import { z } from 'zod';
import {
  APPLICATION_ID_INVALID,
  JOURNEY_INVALID,
  MEMBERSHIP_REQUIRED,
  saveMetaShape,
  step1HeadSchema,
} from '@portico/domain/schemas/application-save.schema';
import {
  basicDetailsSchema,
  type BasicDetailsContext,
  type BasicDetailsInput,
} from '@portico/domain/schemas/basic-details.schema';
import {
  directorsDraftSchema,
  directorsSchema,
  type DirectorsContext,
} from '@portico/domain/schemas/directors.schema';
import { fieldErrors } from '@portico/domain/schemas/field-errors';
import { numericText, text } from '@portico/domain/schemas/fields';
import {
  otherDetailsDraftSchema,
  otherDetailsSchema,
} from '@portico/domain/schemas/other-details.schema';
import {
  proposersDraftSchema,
  proposersSchema,
  type ProposersContext,
  type ProposerRowInput,
} from '@portico/domain/schemas/proposers.schema';
import { DEFAULT_PROPOSERS_REQUIRED, type ProposersRequired } from '@portico/domain/proposer-rule';
import { BadRequestError, type FieldErrors } from '../../errors';
import type { ApplicationBundle } from '../records';
import { BASIC_DOCUMENT_FIELDS, documentUrlsByField } from './view';

export { APPLICATION_ID_INVALID, JOURNEY_INVALID, MEMBERSHIP_REQUIRED };
export const MEMBERSHIP_UNKNOWN = 'Membership category not found';
export const UPGRADE_NOT_HIGHER = 'An upgrade must be to a higher category.';

export class ValidationError extends BadRequestError {}

/**
 * Zod compiles an object schema's fast path on its first parse: worth it for a schema parsed again
 * and again, a loss (≈ 0.4 ms for step_1's) for one built for a single request, which is parsed
 * `{ once: true }` without it.
 */
const ONCE = { jitless: true } as const;

/** Throws a 400 with one message per field; the first is the envelope's message. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  input: unknown,
  options: { once?: boolean } = {},
): z.output<S> {
  const result = schema.safeParse(input, options.once ? ONCE : undefined);
  if (result.success) return result.data;
  throw validationError(fieldErrors(result.error));
}

export function validationError(errors: FieldErrors, message?: string): ValidationError {
  return new ValidationError(message ?? Object.values(errors)[0] ?? 'Invalid request', errors);
}

// ── step_1 ────────────────────────────────────────────────────────────────────────────────────

export type Step1Head = z.output<typeof step1HeadSchema>;

export function parseStep1Head(body: Record<string, unknown>): Step1Head {
  return parseOrThrow(step1HeadSchema, body);
}

function buildStep1Schema(ctx: BasicDetailsContext) {
  return basicDetailsSchema(ctx).safeExtend({
    ...saveMetaShape,
    membership_id: numericText,
  });
}

/** step_1 schemas by context: an applicant saves tab 1 again and again with the same contacts. */
const step1Schemas = new Map<string, ReturnType<typeof buildStep1Schema>>();
const STEP1_SCHEMAS_KEPT = 1000;

/** The step_1 schema of a context, built once per tier, verified contacts and variant (the newest kept). */
export function step1Schema(ctx: BasicDetailsContext) {
  const key = JSON.stringify([
    ctx.isStar,
    ctx.verified ?? null,
    ctx.singlePage === true,
    ctx.askConsent === true,
  ]);
  let schema = step1Schemas.get(key);
  if (schema) {
    step1Schemas.delete(key);
  } else {
    schema = buildStep1Schema(ctx);
    if (step1Schemas.size >= STEP1_SCHEMAS_KEPT) {
      step1Schemas.delete(step1Schemas.keys().next().value as string);
    }
  }
  step1Schemas.set(key, schema);
  return schema;
}

export type Step1Payload = z.output<ReturnType<typeof buildStep1Schema>>;

// ── step_2 ────────────────────────────────────────────────────────────────────────────────────

const step2MetaSchema = z.object(saveMetaShape);

export function parseSaveMeta(body: Record<string, unknown>): z.output<typeof step2MetaSchema> {
  return parseOrThrow(step2MetaSchema, body);
}

export function step2Schema(ctx: DirectorsContext) {
  return directorsSchema(ctx).safeExtend(saveMetaShape);
}

export type Step2Payload = z.output<ReturnType<typeof step2Schema>>;

/** A Save as Draft of tab 2: any rows of text (the rules wait for Next and the final submit). */
export const step2DraftSchema = directorsDraftSchema.safeExtend(saveMetaShape);

// ── step_3 ────────────────────────────────────────────────────────────────────────────────────

export function step3Schema(ctx: ProposersContext) {
  return proposersSchema(ctx).safeExtend(saveMetaShape);
}

const step3DraftSchema = proposersDraftSchema.safeExtend(saveMetaShape);

/**
 * step_3 validated with the tier's rules (star needs neither signature nor stamp), or, for a Save
 * as Draft, only its shape: a draft keeps whatever was typed.
 */
export function parseProposers(
  ctx: ProposersContext,
  input: Record<string, unknown>,
  options: { draft?: boolean } = {},
) {
  if (options.draft) return parseOrThrow(step3DraftSchema, input);
  return parseOrThrow(step3Schema(ctx), input, { once: true });
}

/** The issues of stored proposers with the tier's rules (empty when valid). */
export function proposerErrors(ctx: ProposersContext, input: Record<string, unknown>): FieldErrors {
  return errorsOf(proposersSchema(ctx), input);
}

/** step_3 sends a new upload as `signature` or keeps the stored one as `old_signature`. */
export function step3Input(body: Record<string, unknown>): Record<string, unknown> {
  const pick = (field: string): unknown => {
    const value = text.safeParse(body[field]);
    if (value.success && value.data !== '') return value.data;
    return body[`old_${field}`] ?? body[field];
  };
  return { ...body, signature: pick('signature'), stamp: pick('stamp') };
}

// ── step_4 ────────────────────────────────────────────────────────────────────────────────────

export const step4Schema = otherDetailsSchema.safeExtend(saveMetaShape);
/** A Save as Draft of tab 4: the same fields, none of the rules. */
export const step4DraftSchema = otherDetailsDraftSchema.safeExtend(saveMetaShape);
export type Step4Payload = z.output<typeof step4Schema> | z.output<typeof step4DraftSchema>;

// ── Final submit: the stored sections as their payloads ───────────────────────────────────────

/** Tab 1 as the form would send it, from the stored application and its documents. */
export function storedBasicDetails(bundle: ApplicationBundle): BasicDetailsInput {
  const a = bundle.application;
  const urls = documentUrlsByField(bundle.documents);
  const documents = Object.fromEntries(
    BASIC_DOCUMENT_FIELDS.map((field) => [field, urls.get(field) ?? '']),
  );
  return {
    name: a.name,
    email: a.email,
    dob: a.dob,
    mobile_number: a.mobileNumber,
    primary_number: a.primaryNumber,
    same_number: a.sameNumber,
    zone: a.zone,
    state: a.stateId,
    gst_number: a.gstNumber,
    pan_number: a.panNumber,
    company_name: a.companyName,
    registered_address: a.registeredAddress,
    size_of_company: a.sizeOfCompany,
    org_type: a.orgType,
    incorporation_date: a.incorporationDate,
    ...documents,
  };
}

export function storedDirectors(bundle: ApplicationBundle) {
  return {
    director: bundle.directors.map((row) => ({
      name: row.name,
      email: row.email,
      mobile_number: row.mobileNumber,
    })),
  };
}

/** Tab 3 as the form would send it: one row per proposer the rule asks (blank when not saved yet). */
export function storedProposers(
  bundle: ApplicationBundle,
  proposersRequired: ProposersRequired = DEFAULT_PROPOSERS_REQUIRED,
) {
  const row = (rowId: 1 | 2): ProposerRowInput => {
    const stored = bundle.proposers.find((proposer) => proposer.rowNo === rowId);
    return {
      row_id: rowId,
      name: stored?.companyName ?? '',
      director: stored?.director ?? '',
      email: stored?.email ?? '',
      mobile_number: stored?.mobileNumber ?? '',
    };
  };
  const urls = documentUrlsByField(bundle.documents);
  return {
    members: ([1, 2] as const).filter((rowId) => rowId <= proposersRequired).map(row),
    signature: urls.get('signature') ?? '',
    stamp: urls.get('stamp') ?? '',
  };
}

/** Issues of a schema run as field errors (empty when valid). */
export function errorsOf(schema: z.ZodType, input: unknown): FieldErrors {
  const result = schema.safeParse(input, ONCE);
  return result.success ? {} : fieldErrors(result.error);
}
