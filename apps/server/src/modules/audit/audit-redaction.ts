// An erasure's redaction of the audit log (decision 048): the rows about the erased person keep what
// was done, to what, when and by whom, and the names of the fields that changed; every value that is
// not workflow or accounting becomes 'Erased'. What is kept is listed, so a field added later is
// erased until someone decides it is not personal.

export const REDACTED = 'Erased';

/** Values that say where a review or a payment stood, never who the person is. */
const KEPT_KEYS: ReadonlySet<string> = new Set([
  // The review (pipeline/outcome.ts's snapshot).
  'review_stage',
  'approval_zm',
  'approval_accounts',
  'reference_check_1',
  'reference_check_2',
  'approval_governing_1',
  'approval_governing_2',
  'cancelled',
  'changes_requested_stage',
  'changes_requested_fields',
  'payment_link_expires_at',
  'status',
  'kind',
  'erased',
  // The membership and its payments: the accounts keep these for 8 years (decision 045).
  'category_id',
  'member_id',
  'order',
  'purpose',
  'amount_paise',
  'method',
  'reference',
  'received_on',
  'invoice',
  'payment',
  'refund',
  'expiry',
  // Counts and ids.
  'applications',
  'documents_deleted',
  'audit_redacted',
  'retention_months',
  'copy_id',
]);

type Values = Record<string, unknown>;

/** The values with every one not in the kept list (and not already empty) replaced. */
export function redactValues(values: Values | null): Values | null {
  if (values === null) return null;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      KEPT_KEYS.has(key) || value === null || value === undefined ? value : REDACTED,
    ]),
  );
}

/**
 * 'applicant:<email or mobile>' names the person and 'proposer:<n>:<email>' the contact they typed
 * for a proposer (masked in the proposers' table too); staff, member and system actors are ids.
 */
export function redactActor(actor: string): string {
  if (actor.startsWith('applicant:')) return `applicant:${REDACTED}`;
  const proposer = /^(proposer:\d+):/.exec(actor);
  return proposer ? `${proposer[1]}:${REDACTED}` : actor;
}
