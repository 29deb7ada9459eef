// How a parsed tab 2–4 becomes its save payload (tab 1's is built where it is saved).
import {
  completeDirectorRows,
  type DirectorRowInput,
} from '@portico/domain/schemas/directors.schema';
import type { OtherDetails } from '@portico/domain/schemas/other-details.schema';
import type { Proposers } from '@portico/domain/schemas/proposers.schema';
import type {
  Step2Body,
  Step3Body,
  Step4Body,
} from '@portico/domain/contracts/applications.contract';
import type { SaveMeta } from './api/save-meta';
import type { DirectorsValues, OtherValues, ProposersValues } from './form-values';

/** Tab 2's save: only complete rows; null when there are none. */
export function directorsPayload(
  values: { director: readonly DirectorRowInput[] },
  meta: SaveMeta & { id: number },
): Step2Body {
  return { ...meta, director: completeDirectorRows(values.director), steps: 2 };
}

/**
 * Tab 3's save: the two proposers with the stored signature and stamp urls ('' for star, which
 * uploads neither).
 */
export function proposersPayload(
  proposers: { members: Proposers['members']; signature: string; stamp: string },
  membershipChecked: boolean,
  meta: SaveMeta & { id: number },
): Step3Body {
  return {
    ...meta,
    members: proposers.members,
    signature: proposers.signature,
    stamp: proposers.stamp,
    membership_checked: membershipChecked ? 1 : 0,
    steps: 3,
  };
}

export function otherDetailsPayload(
  values: OtherDetails,
  meta: SaveMeta & { id: number },
): Step4Body {
  return { ...values, ...meta, membership_checked: values.membership_checked ? 1 : 0, steps: 4 };
}

// ── Save as Draft: the values as typed (trimmed), whatever their state ─────────────────────────

/** The rows with anything in them, partial ones included; null when there are none. */
export function directorsDraftPayload(
  values: DirectorsValues,
  meta: SaveMeta & { id: number },
): Step2Body {
  const rows = values.director
    .map((row) => ({
      name: row.name.trim(),
      email: row.email.trim(),
      mobile_number: row.mobile_number.trim(),
    }))
    .filter((row) => row.name !== '' || row.email !== '' || row.mobile_number !== '');
  return { ...meta, director: rows.length > 0 ? rows : null, steps: 2 };
}

export function proposersDraftPayload(
  values: ProposersValues,
  membershipChecked: boolean,
  meta: SaveMeta & { id: number },
): Step3Body {
  const trimmed = <R extends ProposersValues['members'][number]>(member: R): R => ({
    ...member,
    name: member.name.trim(),
    director: member.director.trim(),
    email: member.email.trim(),
    mobile_number: member.mobile_number.trim(),
  });
  const members: Proposers['members'] = [trimmed(values.members[0]), trimmed(values.members[1])];
  return proposersPayload(
    { members, signature: values.signature, stamp: values.stamp },
    membershipChecked,
    meta,
  );
}

export function otherDetailsDraftPayload(
  values: OtherValues,
  meta: SaveMeta & { id: number },
): Step4Body {
  return {
    ...meta,
    description: values.description.trim(),
    meta: values.meta.trim(),
    linkedin: values.linkedin.trim(),
    instagram: values.instagram.trim(),
    youtube: values.youtube.trim(),
    membership_checked: values.membership_checked ? 1 : 0,
    steps: 4,
  };
}
