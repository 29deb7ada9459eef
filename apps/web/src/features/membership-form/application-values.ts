// The four tabs' values as a loaded application holds them (the contract's typed answer).
import { MAX_DIRECTORS } from '@portico/domain/constants';
import type { ApplicationView } from './api/get-application';
import {
  emptyDirector,
  type BasicValues,
  type DirectorsValues,
  type OtherValues,
  type ProposerValues,
  type ProposersValues,
} from './form-values';
import { dateText } from './loose-values';

const firstFilled = (...values: string[]) => values.find((value) => value !== '') ?? '';

export function basicValuesOf(application: ApplicationView): BasicValues {
  const { company, llp, huf, state } = application;
  return {
    name: application.name,
    email: application.email,
    dob: dateText(application.dob),
    mobile_number: application.mobile_number,
    primary_number: application.primary_number,
    same_number: application.same_number === 1,
    zone: application.zone.toLowerCase(),
    state: state !== null && state > 0 ? String(state) : '',
    gst_number: application.gst_number,
    pan_number: application.pan_number,
    company_name: application.company_name,
    registered_address: application.registered_address,
    registered_city: application.registered_city,
    registered_pin: application.registered_pin,
    repersentative_photo: application.repersentative_photo,
    address_proof: application.address_proof,
    size_of_company: application.size_of_company,
    org_type: application.org_type.toLowerCase(),
    incorporation_date: dateText(
      firstFilled(
        application.incorporation_date,
        company.incorporation_date,
        llp.incorporation_date,
      ),
    ),
    turnover_certificate: application.turnover_certificate,
    moa: company.moa,
    aoa: company.aoa,
    portaldirector: company.portaldirector,
    resolution: company.resolution,
    incorporation_certificate: application.incorporation_certificate,
    deed: llp.deed,
    authorization: llp.authorization,
    huf_deed: huf.deed,
    huf_authorization: huf.authorization,
    aadhar_proof: application.aadhar_proof,
    pan_proof: application.pan_proof,
    privacy_consent: application.privacy_consent === true,
  };
}

export function directorsValuesOf(application: ApplicationView): DirectorsValues {
  const rows = application.director
    .slice(0, MAX_DIRECTORS)
    .map(({ name, email, mobile_number }) => ({ name, email, mobile_number }));
  return { director: rows.length > 0 ? rows : [emptyDirector()] };
}

export function proposersValuesOf(application: ApplicationView): ProposersValues {
  const { members } = application;
  const row = <N extends 1 | 2>(rowId: N): ProposerValues<N> => {
    const member = members.find((candidate) => candidate.row_id === rowId) ?? members[rowId - 1];
    return {
      row_id: rowId,
      name: member?.name ?? '',
      director: member?.director ?? '',
      email: member?.email ?? '',
      mobile_number: member?.mobile_number ?? '',
    };
  };
  return { members: [row(1), row(2)], signature: application.signature, stamp: application.stamp };
}

export function otherValuesOf(application: ApplicationView): OtherValues {
  return {
    description: application.description,
    meta: application.meta,
    linkedin: application.linkedin,
    instagram: application.instagram,
    youtube: application.youtube,
    membership_checked: application.membership_checked === 1,
  };
}
