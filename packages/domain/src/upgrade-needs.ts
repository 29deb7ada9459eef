// What an upgrade asks of a member (issue #29 item 8): only what the higher category's rules need
// beyond the member's current record. The rules are the form's own (basicDetailsSchema,
// directorsSchema, proposersSchema with each category's tier), run on the record as stored, so a
// rule is written once. The proposer rule is the association's, the same for every category
// (decision 070): a member already proposed is not asked for new proposers, only for the
// signature and stamp a non-star category adds.
import { MESSAGES } from './messages';
import { basicDetailsSchema, type BasicDetailsInput } from './schemas/basic-details.schema';
import { directorsSchema, type DirectorRowInput } from './schemas/directors.schema';

/** The member's record as the form's tabs would send it. */
export type UpgradeRecord = {
  basic: BasicDetailsInput;
  directors: readonly DirectorRowInput[];
  signature: string;
  stamp: string;
};

export type UpgradeNeed = {
  /** The form's field name (tab 1's, 'director' or 'signature'/'stamp'). */
  field: string;
  /** The message the form shows for it. */
  message: string;
  /** The higher category asks this and the current one does not (else: a gap in the record). */
  newForCategory: boolean;
};

function firstMessages(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field !== '' && !byField.has(field)) byField.set(field, issue.message);
  }
  return byField;
}

/** Every rule a category of this tier holds the record to that the record does not meet. */
function unmetRules(record: UpgradeRecord, isStar: boolean): Map<string, string> {
  const basic = basicDetailsSchema({ isStar }).safeParse(record.basic);
  const unmet = basic.success ? new Map<string, string>() : firstMessages(basic.error.issues);
  if (!isStar) {
    const directors = directorsSchema({
      applicantEmail: String(record.basic.email ?? ''),
      applicantMobile: String(record.basic.mobile_number ?? ''),
    }).safeParse({ director: record.directors });
    if (!directors.success) {
      unmet.set('director', directors.error.issues[0]?.message ?? 'Director information');
    }
    if (record.signature.trim() === '') unmet.set('signature', MESSAGES.signatureRequired);
    if (record.stamp.trim() === '') unmet.set('stamp', MESSAGES.stampRequired);
  }
  return unmet;
}

/**
 * What the member must give before an upgrade from one tier to another can be reviewed or paid:
 * the higher category's unmet rules, each marked new for the category when the current one does
 * not ask it. An empty list: the record already satisfies the higher category.
 */
export function upgradeNeeds(
  record: UpgradeRecord,
  tiers: { fromStar: boolean; toStar: boolean },
): UpgradeNeed[] {
  const current = unmetRules(record, tiers.fromStar);
  return [...unmetRules(record, tiers.toStar)].map(([field, message]) => ({
    field,
    message,
    newForCategory: !current.has(field),
  }));
}
