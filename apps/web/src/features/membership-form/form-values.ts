// The four tabs' form values and how they are read from the locally held progress (whatever this
// browser kept, read field by field). A loaded application's are in application-values.ts. No zod
// here: the screen imports this before the form's chunk has loaded.
import type { ProposersRequired } from '@portico/domain/proposer-rule';
import { MAX_DIRECTORS } from '@portico/domain/constants';
import type { Journey } from '@portico/domain/constants';
import type { BasicDetailsField } from '@portico/domain/schemas/basic-details.schema';
import type { SavedIds } from './api/save-meta';
import { dateText, list, positiveInt, text, truthy, type Source } from './loose-values';

/** Tab 1: every field is text in the form, except the 'same as whatsapp number' checkbox. */
export type BasicValues = {
  [K in BasicDetailsField]: K extends 'same_number' | 'privacy_consent' ? boolean : string;
};

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
  /**
   * Proposers the loaded application was submitted under (decision 070); null: not submitted yet,
   * the association's rule now applies.
   */
  proposersRequired: ProposersRequired | null;
  /** The loaded application's own email and WhatsApp number (null: nothing was loaded). */
  stored: { email: string; mobile: string } | null;
  basic: BasicValues;
  directors: DirectorsValues;
  proposers: ProposersValues;
  other: OtherValues;
};

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

// ── From the locally held progress ────────────────────────────────────────────────────────────

export function basicValuesFrom(source: Source): BasicValues {
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
    registered_city: text(source.registered_city),
    registered_pin: text(source.registered_pin),
    repersentative_photo: text(source.repersentative_photo),
    address_proof: text(source.address_proof),
    size_of_company: text(source.size_of_company),
    org_type: text(source.org_type).toLowerCase(),
    incorporation_date: dateText(source.incorporation_date),
    turnover_certificate: text(source.turnover_certificate),
    moa: text(source.moa),
    aoa: text(source.aoa),
    portaldirector: text(source.portaldirector),
    resolution: text(source.resolution),
    incorporation_certificate: text(source.incorporation_certificate),
    deed: text(source.deed),
    authorization: text(source.authorization),
    huf_deed: text(source.huf_deed),
    huf_authorization: text(source.huf_authorization),
    aadhar_proof: text(source.aadhar_proof),
    pan_proof: text(source.pan_proof),
    privacy_consent: truthy(source.privacy_consent),
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
