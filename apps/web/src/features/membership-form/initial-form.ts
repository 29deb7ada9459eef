// What the form opens with: a loaded application merged with the locally held progress (no zod here:
// the screen imports this before the form's chunk has loaded).
import type { ProcessData } from '../../app/process';
import type { ApplicationView } from './api/get-application';
import { idsOf, journeyOf, localApplicationId, localIds, storedStep } from './application-facts';
import {
  basicValuesOf,
  directorsValuesOf,
  otherValuesOf,
  proposersValuesOf,
} from './application-values';
import {
  basicValuesFrom,
  directorsValuesFrom,
  otherValuesFrom,
  proposersValuesFrom,
  type InitialForm,
} from './form-values';
import { text, type Source } from './loose-values';

// ── The locally held progress ───────────────────────────────────────────────────────────────

/** Tab 1's fields, as their values object names them. */
const BASIC_FIELDS: readonly string[] = Object.keys(basicValuesFrom({}));

/**
 * The fields each tab edits, under the names the locally held progress keeps them (the application's
 * own, top-level names; tab 1 with its verification flags). A tab's keys are dropped from the local
 * progress once the tab is saved, so what stays there is progress the server does not hold yet.
 */
export const LOCAL_FIELDS_BY_TAB = {
  1: [...BASIC_FIELDS, 'email_verified', 'mobile_verified'],
  2: ['director'],
  3: ['members', 'signature', 'stamp'],
  4: ['description', 'meta', 'linkedin', 'instagram', 'youtube', 'membership_checked'],
} as const satisfies Record<1 | 2 | 3 | 4, readonly string[]>;

const LOCAL_FORM_FIELDS: readonly string[] = [
  ...BASIC_FIELDS,
  ...LOCAL_FIELDS_BY_TAB[2],
  ...LOCAL_FIELDS_BY_TAB[3],
  ...LOCAL_FIELDS_BY_TAB[4],
];

/** The local progress without the given tabs' fields (merge it into the process data). */
export function forgetLocalTabs(...tabs: (1 | 2 | 3 | 4)[]): ProcessData {
  return Object.fromEntries(
    tabs.flatMap((tab) => LOCAL_FIELDS_BY_TAB[tab].map((field) => [field, undefined])),
  );
}

/** The form values the local progress holds (fields it never touched are left out). */
function localEdits(local: ProcessData): Source {
  return Object.fromEntries(
    LOCAL_FORM_FIELDS.filter((field) => local[field] !== undefined).map((field) => [
      field,
      local[field],
    ]),
  );
}

// Emails compare case-insensitively, numbers as written (the domain's sameEmail and sameMobile,
// which live beside zod; this file must not load it).
const sameContact = {
  email: (a: string, b: string) => a !== '' && a.trim().toLowerCase() === b.trim().toLowerCase(),
  mobile: (a: string, b: string) => a !== '' && a.trim() === b.trim(),
};

/**
 * Spec: "Email and mobile count as verified if equal to the fetched values, or always verified
 * when the local record is a different one." Equal to the fetched value counts only when the server
 * says the fetched value was verified (staff may have changed it); a value the local progress of
 * this application marks verified (by code, in this browser) counts too.
 */
function verifiedContact(
  channel: 'email' | 'mobile',
  value: string,
  fetched: { value: string; verified: boolean },
  local: { value: unknown; verified: unknown } | null,
): string | null {
  const same = sameContact[channel];
  if (local !== null && local.verified === true && same(text(local.value), value)) return value;
  return fetched.verified && same(value, fetched.value) ? fetched.value : null;
}

/** Fields a loaded application keeps in its company, llp or huf record: an empty edit keeps it. */
const NESTED_FIELDS: ReadonlySet<string> = new Set([
  'incorporation_date',
  'moa',
  'aoa',
  'portaldirector',
  'resolution',
  'deed',
  'authorization',
  'huf_deed',
  'huf_authorization',
]);

/** The fetched values, with each field the local progress edited taken from its values instead. */
function withEdits<T extends object>(fetched: T, fromEdits: T, edits: Source): T {
  const merged = { ...fetched } as Record<string, unknown>;
  for (const [key, value] of Object.entries(fromEdits)) {
    if (edits[key] === undefined || (NESTED_FIELDS.has(key) && value === '')) continue;
    merged[key] = value;
  }
  return merged as T;
}

/**
 * A loaded application merged with the locally held progress (spec: "On load with a user_id the
 * application is fetched and merged with locally held progress"): progress of the same application
 * the server does not hold yet (edits not saved) is kept over the fetched values, and its stored
 * step counts; progress of another application is ignored.
 */
function loadedForm(application: ApplicationView, local: ProcessData): InitialForm {
  const ids = idsOf(application);
  const sameRecord = localApplicationId(local) === ids.id;
  const edits = sameRecord ? localEdits(local) : {};
  const stored = { email: application.email, mobile: application.mobile_number };
  const basic = withEdits(basicValuesOf(application), basicValuesFrom(edits), edits);
  return {
    ids,
    steps: Math.max(storedStep(application.steps), sameRecord ? storedStep(local.steps) : 0),
    locked: application.locked === true,
    journey: journeyOf(application),
    proposersRequired: application.proposers_required,
    verified: {
      email: verifiedContact(
        'email',
        basic.email,
        { value: stored.email, verified: application.email_verified },
        sameRecord ? { value: local.email, verified: local.email_verified } : null,
      ),
      mobile: verifiedContact(
        'mobile',
        basic.mobile_number,
        { value: stored.mobile, verified: application.mobile_verified },
        sameRecord ? { value: local.mobile_number, verified: local.mobile_verified } : null,
      ),
    },
    stored,
    basic,
    directors: withEdits(directorsValuesOf(application), directorsValuesFrom(edits), edits),
    proposers: withEdits(proposersValuesOf(application), proposersValuesFrom(edits), edits),
    other: withEdits(otherValuesOf(application), otherValuesFrom(edits), edits),
  };
}

/**
 * What the form opens with: a loaded application merged with the locally held progress, or with
 * nothing loaded (a fresh form, or contacts verified before the first save) the local progress
 * alone.
 */
export function initialForm(application: ApplicationView | null, local: ProcessData): InitialForm {
  if (application !== null) return loadedForm(application, local);
  return {
    ids: localIds(local),
    steps: storedStep(local.steps),
    locked: false,
    journey: null,
    proposersRequired: null,
    verified: {
      email: local.email_verified && local.email ? local.email : null,
      mobile: local.mobile_verified && local.mobile_number ? local.mobile_number : null,
    },
    stored: null,
    basic: basicValuesFrom(local),
    directors: directorsValuesFrom(local),
    proposers: proposersValuesFrom(local),
    other: otherValuesFrom(local),
  };
}

/**
 * A signed-in member's upgrade form, filled from the member's own application: a new application
 * (no ids, nothing saved yet, journey upgrade) whose stored email and WhatsApp number count as
 * verified (the server accepts the member's token for the member's own contacts). The agreement is
 * asked afresh.
 */
export function upgradeFormFrom(member: ApplicationView): InitialForm {
  const form = initialForm(member, {});
  return {
    ...form,
    verified: { email: form.basic.email || null, mobile: form.basic.mobile_number || null },
    ids: null,
    steps: 0,
    locked: false,
    journey: 'upgrade',
    // A new application: the association's rule now, not the one the membership was applied under.
    proposersRequired: null,
    stored: null,
    other: { ...form.other, membership_checked: false },
  };
}
