import { describe, expect, it } from 'vitest';
import type { BasicDetailsInput } from './schemas/basic-details.schema';
import { upgradeNeeds, type UpgradeRecord } from './upgrade-needs';

const common: BasicDetailsInput = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  dob: '1990-05-17',
  mobile_number: '9876543210',
  primary_number: '9876543210',
  same_number: '1',
  zone: 'west',
  state: '12',
  gst_number: '27ABCDE1234F1Z0',
  pan_number: 'ABCDE1234F',
  company_name: 'Rao Events',
  registered_address: '1 Marine Drive, Mumbai',
  repersentative_photo: '/api/files/photo.jpg',
  address_proof: '/api/files/address.pdf',
};

const company: BasicDetailsInput = {
  ...common,
  size_of_company: '1-25',
  org_type: 'company',
  incorporation_date: '2015-04-01',
  turnover_certificate: '/api/files/turnover.pdf',
  moa: '/api/files/moa.pdf',
  aoa: '/api/files/aoa.pdf',
  portaldirector: '/api/files/directors.pdf',
  resolution: '/api/files/resolution.pdf',
  incorporation_certificate: '/api/files/incorporation.pdf',
};

const record = (basic: BasicDetailsInput, extra: Partial<UpgradeRecord> = {}): UpgradeRecord => ({
  basic,
  directors: [],
  signature: '/api/files/signature.png',
  stamp: '/api/files/stamp.png',
  ...extra,
});

const fields = (needs: ReturnType<typeof upgradeNeeds>) => needs.map((need) => need.field);

describe('upgradeNeeds', () => {
  it('asks nothing of a company member moving to a higher company category', () => {
    expect(upgradeNeeds(record(company), { fromStar: false, toStar: false })).toEqual([]);
  });

  it('asks a star member only for the company documents and details star did not need', () => {
    const star = record(
      { ...common, aadhar_proof: '/api/files/a.pdf', pan_proof: '/api/files/p.pdf' },
      { signature: '', stamp: '' },
    );
    const needs = upgradeNeeds(star, { fromStar: true, toStar: false });
    expect(fields(needs).sort()).toEqual([
      'incorporation_date',
      'org_type',
      'signature',
      'size_of_company',
      'stamp',
      'turnover_certificate',
    ]);
    expect(needs.every((need) => need.newForCategory)).toBe(true);
    expect(needs.find((need) => need.field === 'turnover_certificate')?.message).toBe(
      'Turnover certificate is required',
    );
  });

  it("asks for the company type's documents once the record names the type", () => {
    const partly = record({ ...company, moa: '', aoa: '' });
    expect(fields(upgradeNeeds(partly, { fromStar: false, toStar: false }))).toEqual([
      'moa',
      'aoa',
    ]);
  });

  it('marks a gap the current category also has (an imported member without a date of birth) as not new', () => {
    const imported = record({ ...company, dob: '' });
    expect(upgradeNeeds(imported, { fromStar: false, toStar: false })).toEqual([
      { field: 'dob', message: 'Date of birth is required', newForCategory: false },
    ]);
  });

  it('asks for directors only when a stored director row is malformed', () => {
    const bad = record(company, { directors: [{ name: 'Ravi', email: '', mobile_number: '' }] });
    expect(fields(upgradeNeeds(bad, { fromStar: false, toStar: false }))).toEqual(['director']);
    expect(fields(upgradeNeeds(bad, { fromStar: true, toStar: true }))).not.toContain('director');
  });

  it('never asks for new proposers: the rule is the same for every category', () => {
    const needs = upgradeNeeds(record(company), { fromStar: false, toStar: false });
    expect(fields(needs).some((field) => field.startsWith('members'))).toBe(false);
  });
});
