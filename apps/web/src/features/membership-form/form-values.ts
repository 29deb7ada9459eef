// The four tabs' form values and how they are filled from a loaded application or the locally held
// progress. No zod here: the screen imports this before the form's chunk has loaded.
import { JOURNEYS, MAX_DIRECTORS, type Journey } from '@portico/domain/constants';
import type { BasicDetailsField } from '@portico/domain/schemas/basic-details.schema';
import type { ProcessData } from '../../app/process';
import type { ApplicationRecord } from './api/get-application';
import type { SavedIds } from './api/save-meta';

/** Tab 1: every field is text in the form, except the 'same as whatsapp number' checkbox. */
export type BasicValues = { [K in BasicDetailsField]: K extends 'same_number' ? boolean : string };

export type DirectorValues = { name: string; email: string; mobile_number: string };
export type DirectorsValues = { director: DirectorValues[] };

export type ProposerValues<N extends 1 | 2 = 1 | 2> = {
  row_id: N;
  name: string;
  director: string;
  email: string;
  mobile_number: string;
};
export type ProposersValues = {
  members: [ProposerValues<1>, ProposerValues<2>];
  signature: string;
  stamp: string;
};

export type OtherValues = {
  description: string;
  meta: string;
  linkedin: string;
  instagram: string;
  youtube: string;
  membership_checked: boolean;
};

/** The email and WhatsApp number last verified by code (null: none). */
export type VerifiedContacts = { email: string | null; mobile: string | null };

export type InitialForm = {
  ids: SavedIds | null;
  /** Stored step: 1 after basic details … 4 after other details; 0 before the first save. */
  steps: number;
  locked: boolean;
  journey: Journey | null;
  verified: VerifiedContacts;
  /** The loaded application's own email and WhatsApp number (null: nothing was loaded). */
  stored: { email: string; mobile: string } | null;
  basic: BasicValues;
  directors: DirectorsValues;
  proposers: ProposersValues;
  other: OtherValues;
};

// ── Reading loose API / stored values ───────────────────────────────────────────────────────

type Source = Readonly<Record<string, unknown>>;

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function record(value: unknown): Source {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Source)
    : {};
}

function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** A list that may arrive as JSON text (directors, proposers). */
function list(value: unknown): Source[] {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  return Array.isArray(parsed) ? parsed.map(record) : [];
}

function positiveInt(value: unknown): number | null {
  const n = typeof value === 'number' ? value : Number(text(value));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The date part of 'YYYY-MM-DD…' (a date input holds exactly that). */
function dateText(value: unknown): string {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(text(value));
  return match ? match[0] : '';
}

// ── Empty values ────────────────────────────────────────────────────────────────────────────

export function emptyDirector(): DirectorValues {
  return { name: '', email: '', mobile_number: '' };
}

function proposerRow<N extends 1 | 2>(rowId: N, source: Source = {}): ProposerValues<N> {
  return {
    row_id: rowId,
    name: text(source.name),
    director: text(source.director),
    email: text(source.email),
    mobile_number: text(source.mobile_number),
  };
}

// ── From a source (an application, or the locally held process data) ─────────────────────────

export function basicValuesFrom(source: Source): BasicValues {
  const company = record(source.company);
  const llp = record(source.llp);
  const huf = record(source.huf);
  const pick = (...values: unknown[]) => values.map(text).find((value) => value !== '') ?? '';
  return {
    name: text(source.name),
    email: text(source.email),
    dob: dateText(source.dob),
    mobile_number: text(source.mobile_number),
    primary_number: text(source.primary_number),
    same_number: truthy(source.same_number),
    zone: text(source.zone).toLowerCase(),
    state: positiveInt(source.state) === null ? '' : text(source.state),
    gst_number: text(source.gst_number),
    pan_number: text(source.pan_number),
    company_name: text(source.company_name),
    registered_address: text(source.registered_address),
    repersentative_photo: text(source.repersentative_photo),
    address_proof: text(source.address_proof),
    size_of_company: text(source.size_of_company),
    org_type: text(source.org_type).toLowerCase(),
    incorporation_date: dateText(
      pick(source.incorporation_date, company.incorporation_date, llp.incorporation_date),
    ),
    turnover_certificate: text(source.turnover_certificate),
    moa: pick(source.moa, company.moa),
    aoa: pick(source.aoa, company.aoa),
    portaldirector: pick(source.portaldirector, company.portaldirector),
    resolution: pick(source.resolution, company.resolution),
    incorporation_certificate: text(source.incorporation_certificate),
    deed: pick(source.deed, llp.deed),
    authorization: pick(source.authorization, llp.authorization),
    huf_deed: pick(source.huf_deed, huf.deed),
    huf_authorization: pick(source.huf_authorization, huf.authorization),
    aadhar_proof: text(source.aadhar_proof),
    pan_proof: text(source.pan_proof),
  };
}

export function directorsValuesFrom(source: Source): DirectorsValues {
  const rows = list(source.director)
    .slice(0, MAX_DIRECTORS)
    .map((row) => ({
      name: text(row.name),
      email: text(row.email),
      mobile_number: text(row.mobile_number),
    }));
  return { director: rows.length > 0 ? rows : [emptyDirector()] };
}

export function proposersValuesFrom(source: Source): ProposersValues {
  const rows = list(source.members);
  const byRow = (rowId: 1 | 2) =>
    rows.find((row) => Number(row.row_id) === rowId) ?? rows[rowId - 1] ?? {};
  return {
    members: [proposerRow(1, byRow(1)), proposerRow(2, byRow(2))],
    signature: text(source.signature),
    stamp: text(source.stamp),
  };
}

export function otherValuesFrom(source: Source): OtherValues {
  return {
    description: text(source.description),
    meta: text(source.meta),
    linkedin: text(source.linkedin),
    instagram: text(source.instagram),
    youtube: text(source.youtube),
    membership_checked: truthy(source.membership_checked),
  };
}

function journeyFrom(source: Source): Journey | null {
  const value = text(source.journey) || text(source.history_type);
  return (JOURNEYS as readonly string[]).includes(value) ? (value as Journey) : null;
}

function steps(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 4 ? n : 0;
}

function idsFrom(source: Source): SavedIds | null {
  const id = positiveInt(source.id);
  if (id === null) return null;
  const appId = source.app_id;
  return { id, app_id: typeof appId === 'string' || typeof appId === 'number' ? appId : null };
}

/** The application id held in the local progress, if any. */
export function localApplicationId(local: ProcessData): number | null {
  return positiveInt(local.id);
}

/** The category of a loaded application. */
export function applicationMembership(
  application: ApplicationRecord,
): { id: number; name: string } | null {
  const membership = record(application.membership);
  const id = positiveInt(membership.id ?? application.membership_id);
  const name = text(membership.name);
  return id === null || name === '' ? null : { id, name };
}

/**
 * A new-journey application already filled: the applicant is signed out (spec §4), unless a
 * reviewer sent it back for changes (the applicant may edit it then).
 */
export function isFilledNewApplication(application: ApplicationRecord): boolean {
  const history = record(application.plan_history);
  return (
    journeyFrom(application) !== 'upgrade' &&
    truthy(history.app_filled) &&
    history.review_stage !== 'changes_requested'
  );
}

/** The staff note while a reviewer has asked for changes; '' otherwise. */
export function changesNoteOf(application: ApplicationRecord | null): string {
  const history = record(application?.plan_history);
  return history.review_stage === 'changes_requested' ? text(history.changes_note) : '';
}

/** Each uploaded document's review status by field ('pending', 'accepted', 'needs_replacement'). */
export function documentStatuses(application: ApplicationRecord | null): Record<string, string> {
  const statuses: Record<string, string> = {};
  const documents = application?.documents;
  if (!Array.isArray(documents)) return statuses;
  for (const document of documents) {
    const row = record(document);
    const field = text(row.field);
    if (field) statuses[field] = text(row.review_status);
  }
  return statuses;
}

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

/** The server's flag; an application that does not say counts as verified (only verified were stored). */
function serverVerified(value: unknown): boolean {
  return value === undefined || value === null || truthy(value);
}

/**
 * What the form opens with. A loaded application is merged with the locally held progress (spec:
 * "On load with a user_id the application is fetched and merged with locally held progress"):
 * progress of the same application the server does not hold yet (edits not saved) is kept over the
 * fetched values, and its stored step counts; progress of another application is ignored. With
 * nothing loaded (a fresh form, or contacts verified before the first save) the local progress is
 * the whole source.
 */
export function initialForm(
  application: ApplicationRecord | null,
  local: ProcessData,
): InitialForm {
  if (application !== null) {
    const ids = idsFrom(application);
    const sameRecord = ids !== null && localApplicationId(local) === ids.id;
    const source: Source = sameRecord ? { ...application, ...localEdits(local) } : application;
    const email = text(application.email);
    const mobile = text(application.mobile_number);
    const basic = basicValuesFrom(source);
    return {
      ids,
      steps: Math.max(steps(application.steps), sameRecord ? steps(local.steps) : 0),
      locked: truthy(application.locked),
      journey: journeyFrom(application),
      verified: {
        email: verifiedContact(
          'email',
          basic.email,
          { value: email, verified: serverVerified(application.email_verified) },
          sameRecord ? { value: local.email, verified: local.email_verified } : null,
        ),
        mobile: verifiedContact(
          'mobile',
          basic.mobile_number,
          { value: mobile, verified: serverVerified(application.mobile_verified) },
          sameRecord ? { value: local.mobile_number, verified: local.mobile_verified } : null,
        ),
      },
      stored: { email, mobile },
      basic,
      directors: directorsValuesFrom(source),
      proposers: proposersValuesFrom(source),
      other: otherValuesFrom(source),
    };
  }
  return {
    ids: idsFrom(local),
    steps: steps(local.steps),
    locked: false,
    journey: null,
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
export function upgradeFormFrom(member: ApplicationRecord): InitialForm {
  const form = initialForm(member, {});
  return {
    ...form,
    verified: { email: form.basic.email || null, mobile: form.basic.mobile_number || null },
    ids: null,
    steps: 0,
    locked: false,
    journey: 'upgrade',
    stored: null,
    other: { ...form.other, membership_checked: false },
  };
}
