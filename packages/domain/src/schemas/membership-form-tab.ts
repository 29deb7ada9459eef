// Which tab of the membership form holds each field, for "Please complete this form accurately."
// followed by a jump to the tab holding the error (applicant spec §4, §5). Works with zod issue paths
// (['members', 0, 'email']) and with react-hook-form's error keys ('members').
import { MESSAGES } from '../messages';
import { BASIC_DETAILS_FIELDS } from './basic-details.schema';
import type { Directors } from './directors.schema';
import { otherDetailsSchema } from './other-details.schema';
import type { Proposers } from './proposers.schema';

export type MembershipFormTab = 1 | 2 | 3 | 4;

const DIRECTORS_FIELDS = ['director'] as const satisfies readonly (keyof Directors)[];
const PROPOSERS_FIELDS = [
  'members',
  'signature',
  'stamp',
] as const satisfies readonly (keyof Proposers)[];
const OTHER_DETAILS_FIELDS = Object.keys(otherDetailsSchema.shape);

/** The four tabs in order, each with its label and the payload fields it edits. */
export const MEMBERSHIP_FORM_TABS: readonly {
  readonly tab: MembershipFormTab;
  readonly label: string;
  readonly fields: readonly string[];
}[] = [
  { tab: 1, label: MESSAGES.tabBasicDetails, fields: BASIC_DETAILS_FIELDS },
  { tab: 2, label: MESSAGES.tabDirectorInformation, fields: DIRECTORS_FIELDS },
  { tab: 3, label: MESSAGES.tabMembershipDetails, fields: PROPOSERS_FIELDS },
  { tab: 4, label: MESSAGES.tabOtherDetails, fields: OTHER_DETAILS_FIELDS },
];

const TAB_BY_FIELD = new Map<string, MembershipFormTab>(
  MEMBERSHIP_FORM_TABS.flatMap(({ tab, fields }) => fields.map((field) => [field, tab] as const)),
);

/** The tab of a field name or an issue path (its first segment); null for an unknown field. */
export function formTabOfField(field: string | readonly PropertyKey[]): MembershipFormTab | null {
  const name = typeof field === 'string' ? field : field[0];
  return typeof name === 'string' ? (TAB_BY_FIELD.get(name) ?? null) : null;
}

/** The first tab (lowest number) holding one of the failing fields; null when none is known. */
export function firstFormTabWithError(
  fields: Iterable<string | readonly PropertyKey[]>,
): MembershipFormTab | null {
  let first: MembershipFormTab | null = null;
  for (const field of fields) {
    const tab = formTabOfField(field);
    if (tab !== null && (first === null || tab < first)) first = tab;
  }
  return first;
}
