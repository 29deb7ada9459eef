// How an audit row's before and after read to a person: one line per field that changed, each value
// in words (audit-values.ts). The back office's screen and its CSV/XLSX exports show the same words.

import { auditFieldLabel, auditValueOf } from './audit-values';

export type AuditChange = { field: string; before: string; after: string };

const MAX_VALUE_LENGTH = 200;

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A value as text ('' for none, Yes/No, dates in India, codes in words), cut at 200 characters. */
export function auditValueText(value: unknown, field = ''): string {
  return cut(auditValueOf(field, value), MAX_VALUE_LENGTH);
}

/**
 * Every field either side names, in the after's order then the before's (a creation has no before,
 * a decision's after may add what explains it): by its label, its values in full, in words.
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.map((field) => ({
    field: auditFieldLabel(field),
    before: auditValueOf(field, before?.[field]),
    after: auditValueOf(field, after?.[field]),
  }));
}

/** 'Review step: zone manager → accounts; Remark: (none) → Fine' (the exports' one-cell summary). */
export function auditChangesText(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string {
  return auditChanges(before, after)
    .map(({ field, before: was, after: now }) =>
      before
        ? `${field}: ${cut(was, MAX_VALUE_LENGTH) || '(none)'} → ${cut(now, MAX_VALUE_LENGTH) || '(none)'}`
        : `${field}: ${cut(now, MAX_VALUE_LENGTH)}`,
    )
    .join('; ');
}

/** Who acted, as a kind: the actor text is 'staff:3', 'member:12', 'applicant:a@b.c', 'system', … */
export function auditActorKind(
  actor: string,
): 'staff' | 'member' | 'applicant' | 'proposer' | 'system' | 'provider' | 'other' {
  const kind = actor.split(':')[0] ?? '';
  if (
    kind === 'staff' ||
    kind === 'member' ||
    kind === 'applicant' ||
    kind === 'proposer' ||
    kind === 'system' ||
    kind === 'provider'
  ) {
    return kind;
  }
  return 'other';
}
