// Tab 3 of the membership form, Membership Details: the two proposer members with the applicant's
// signature and stamp, i.e. the step_3 save (applicant spec §2, §3, §5).
//
// Context: the tier (signature only outside star), the applicant's own email and mobile, which a
// proposer may not use, and how many proposers the association's rule asks (0, 1 or 2, decision
// 070); proposersSchema({ isStar, applicantEmail, applicantMobile, proposersRequired }). Whether each
// pair belongs to an existing member needs the database: that is checkMemberSchema's call and the
// proposerNotMember message, not this schema.
//
// Signature and stamp are required outside star only: the spec's schema asks a stamp of every tier,
// but the star form offers no stamp upload, so that rule could never be met (decision 009).
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { DEFAULT_PROPOSERS_REQUIRED, type ProposersRequired } from '../proposer-rule';
import { isValidEmail, isValidPhoneNumber } from '../validation';
import { jsonText, numericText, sameEmail, sameMobile, text } from './fields';

export type ProposersContext = {
  isStar: boolean;
  applicantEmail?: string | null;
  applicantMobile?: string | null;
  /** Rows checked: the first this many (the spec's two when not given). */
  proposersRequired?: ProposersRequired;
};

/** Row n of the two; row_id may be omitted (it follows the position) or sent as 1/'1', 2/'2'. */
function proposerRowSchema<const N extends 1 | 2>(rowId: N) {
  return z.object({
    row_id: z
      .literal([rowId, `${rowId}` as `${N}`])
      .optional()
      .transform((): N => rowId),
    name: text,
    director: text,
    email: text,
    mobile_number: numericText,
  });
}

// Up to PROPOSER_COUNT (two) rows in order: tuples, so each row's type knows its row_id. How many
// must be filled in is the rule's (proposersRequired), checked below with the spec's messages.
const membersSchema = z.union([
  z.tuple([]),
  z.tuple([proposerRowSchema(1)]),
  z.tuple([proposerRowSchema(1), proposerRowSchema(2)]),
]);

export type ProposerRowInput = z.input<typeof membersSchema>[number];
export type ProposerRow = z.output<typeof membersSchema>[number];

const emptyRow = (rowId: 1 | 2): ProposerRow => ({
  row_id: rowId,
  name: '',
  director: '',
  email: '',
  mobile_number: '',
});

/** The proposer rows the form starts with: one per proposer the rule asks. */
export function emptyProposerRows(
  count: ProposersRequired = DEFAULT_PROPOSERS_REQUIRED,
): ProposerRowInput[] {
  return ([1, 2] as const).filter((rowId) => rowId <= count).map(emptyRow);
}

function emailMessage(email: string, ctx: ProposersContext, other: string | null): string | null {
  if (email === '') return MESSAGES.emailRequired;
  if (!isValidEmail(email)) return MESSAGES.emailInvalid;
  if (sameEmail(email, ctx.applicantEmail)) return MESSAGES.proposerOwnEmail;
  if (other !== null && sameEmail(email, other)) return MESSAGES.proposerEmailsMustDiffer;
  return null;
}

function mobileMessage(mobile: string, ctx: ProposersContext, other: string | null): string | null {
  if (mobile === '') return MESSAGES.mobileRequired;
  if (!isValidPhoneNumber(mobile)) return MESSAGES.mobileInvalid;
  if (sameMobile(mobile, ctx.applicantMobile)) return MESSAGES.proposerOwnMobile;
  if (other !== null && sameMobile(mobile, other)) return MESSAGES.proposerMobilesMustDiffer;
  return null;
}

/**
 * The step_3 payload: `members`, up to two rows (or JSON text of them), and the stored `signature`
 * and `stamp` files. The first `proposersRequired` rows are checked, a missing one as if left blank;
 * rows past them are not (the save keeps only the rows the rule asks). Each field gets at most one
 * message; the two rows must differ, which is reported on member 2.
 */
export function proposersSchema(ctx: ProposersContext) {
  return z
    .object({ members: jsonText(membersSchema), signature: text, stamp: text })
    .superRefine(({ members, signature, stamp }, issues) => {
      const report = (path: (string | number)[], message: string | null): void => {
        if (message !== null) issues.addIssue({ code: 'custom', path, message });
      };
      const required = ctx.proposersRequired ?? DEFAULT_PROPOSERS_REQUIRED;
      const rows: ProposerRow[] = ([1, 2] as const)
        .filter((rowId) => rowId <= required)
        .map((rowId, index) => members[index] ?? emptyRow(rowId));
      rows.forEach((row, index) => {
        const earlier = index > 0 ? rows[index - 1] : undefined;
        const at = (field: keyof ProposerRow) => ['members', index, field];
        report(at('name'), row.name === '' ? MESSAGES.nameRequired : null);
        report(at('director'), row.director === '' ? MESSAGES.directorNameRequired : null);
        report(at('email'), emailMessage(row.email, ctx, earlier?.email ?? null));
        report(
          at('mobile_number'),
          mobileMessage(row.mobile_number, ctx, earlier?.mobile_number ?? null),
        );
      });
      report(['signature'], !ctx.isStar && signature === '' ? MESSAGES.signatureRequired : null);
      report(['stamp'], !ctx.isStar && stamp === '' ? MESSAGES.stampRequired : null);
    });
}

/**
 * A Save as Draft of step_3: the same shape (up to two rows of text, the two file urls), none of
 * the rules. A draft keeps whatever was typed; Next and the final submit apply proposersSchema.
 */
export const proposersDraftSchema = z.object({
  members: jsonText(membersSchema),
  signature: text,
  stamp: text,
});

export type ProposersSchema = ReturnType<typeof proposersSchema>;
export type ProposersInput = z.input<ProposersSchema>;
export type Proposers = z.output<ProposersSchema>;
