// The bodies of the membership form's saves (POST /api/step_1 … step_4), the existing-member check
// (POST /api/check_member) and the member's self-update (POST /api/user_clean_update). Each takes
// JSON or multipart form fields (lists then as JSON text; files go to POST /api/upload first and the
// saves carry the url it returned). The bodies are derived from the form's payload schemas
// (schemas/wire.ts): the same field names and types, none of the rules, which depend on the tier
// and on who saves and run in the save's operation with the spec's messages.
import type { z } from 'zod';
import { saveMetaShape } from '../schemas/application-save.schema';
import { basicDetailsSchema } from '../schemas/basic-details.schema';
import { checkMemberSchema } from '../schemas/check-member.schema';
import { directorsSchema } from '../schemas/directors.schema';
import { flag, numericText, text } from '../schemas/fields';
import { otherDetailsSchema } from '../schemas/other-details.schema';
import { proposersSchema } from '../schemas/proposers.schema';
import { wireOf } from '../schemas/wire';
import { requestContract } from './request-contract';

/** Every tier's payload has the same fields; the tier only changes which are required. */
const basicDetails = basicDetailsSchema({ isStar: false });

export const step1Body = requestContract(
  'step1Body',
  wireOf(basicDetails.safeExtend({ ...saveMetaShape, membership_id: numericText })),
);
export type Step1Body = z.input<typeof step1Body>;

export const step2Body = requestContract(
  'step2Body',
  wireOf(directorsSchema().safeExtend(saveMetaShape)),
);
export type Step2Body = z.input<typeof step2Body>;

/** A new signature or stamp is sent as `signature` / `stamp`; `old_…` keeps the stored one. */
export const step3Body = requestContract(
  'step3Body',
  wireOf(
    proposersSchema({ isStar: false }).safeExtend({
      ...saveMetaShape,
      old_signature: text,
      old_stamp: text,
      membership_checked: flag,
    }),
  ),
);
export type Step3Body = z.input<typeof step3Body>;

export const step4Body = requestContract(
  'step4Body',
  wireOf(otherDetailsSchema.safeExtend(saveMetaShape)),
);
export type Step4Body = z.input<typeof step4Body>;

export const checkMemberBody = requestContract('checkMemberBody', wireOf(checkMemberSchema));
export type CheckMemberBody = z.input<typeof checkMemberBody>;

/**
 * The self-update's single page: step_1's fields, the directors and step_4's, the user id and the
 * token of the mobile number's verification made in the form.
 */
export const cleanUpdateBody = requestContract(
  'cleanUpdateBody',
  wireOf(
    basicDetails.safeExtend({
      ...directorsSchema().shape,
      ...otherDetailsSchema.shape,
      id: numericText,
      verification_token: text,
    }),
  ),
);
export type CleanUpdateBody = z.input<typeof cleanUpdateBody>;
