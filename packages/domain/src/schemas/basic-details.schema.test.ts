import { describe, expect, it } from 'vitest';
import type { OrgType } from '../constants';
import { MESSAGES } from '../messages';
import { GSTIN_MESSAGES } from '../gstin';
import { PRIVACY_MESSAGES } from '../privacy';
import {
  BASIC_DETAILS_FIELDS,
  basicDetailsRequirements,
  basicDetailsSchema,
  needsGstConfirmation,
  type BasicDetailsInput,
} from './basic-details.schema';
import { fieldErrors } from './field-errors';

const star = basicDetailsSchema({ isStar: true });
const fullTier = basicDetailsSchema({ isStar: false });

/** Every field any tier needs, as a form (all text) would hold them. */
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
  repersentative_photo: 'https://files.example/photo.jpg',
  address_proof: 'https://files.example/address.pdf',
};

const starApplicant: BasicDetailsInput = {
  ...common,
  aadhar_proof: 'https://files.example/aadhar.pdf',
  pan_proof: 'https://files.example/pan.pdf',
};

const companyApplicant: BasicDetailsInput = {
  ...common,
  size_of_company: '1-25',
  org_type: 'company',
  incorporation_date: '2015-04-01',
  turnover_certificate: 'https://files.example/turnover.pdf',
  moa: 'https://files.example/moa.pdf',
  aoa: 'https://files.example/aoa.pdf',
  portaldirector: 'https://files.example/directors.pdf',
  resolution: 'https://files.example/resolution.pdf',
  incorporation_certificate: 'https://files.example/incorporation.pdf',
};

const partnershipApplicant: BasicDetailsInput = {
  ...common,
  size_of_company: '25-50',
  org_type: 'partnership',
  incorporation_date: '2018-01-15',
  turnover_certificate: 'https://files.example/turnover.pdf',
  deed: 'https://files.example/deed.pdf',
  authorization: 'https://files.example/authorization.pdf',
};

const hufApplicant: BasicDetailsInput = {
  ...common,
  size_of_company: '50 & above',
  org_type: 'huf',
  turnover_certificate: 'https://files.example/turnover.pdf',
  huf_authorization: 'https://files.example/huf-authorization.pdf',
};

function errorsOf(schema: typeof star, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('basicDetailsSchema: every tier', () => {
  it('accepts a complete form and returns clean values', () => {
    const parsed = fullTier.parse({ ...companyApplicant, state: 12, same_number: 1, zone: 'West' });
    expect(parsed).toMatchObject({
      name: 'Asha Rao',
      same_number: true,
      state: 12,
      zone: 'west',
      org_type: 'company',
      size_of_company: '1-25',
      huf_deed: '',
    });
  });

  it('accepts a multipart body: every value text, a flag as 0', () => {
    const parsed = star.parse({ ...starApplicant, same_number: '0' });
    expect(parsed.same_number).toBe(false);
    expect(parsed.state).toBe(12);
  });

  it('accepts a JSON body with nulls for the documents a tier does not use', () => {
    expect(star.safeParse({ ...starApplicant, moa: null, org_type: null }).success).toBe(true);
  });

  it("words a missing primary number 'Primary number is required' in the single-page variant", () => {
    const singlePage = basicDetailsSchema({ isStar: true, singlePage: true });
    expect(errorsOf(singlePage, { ...starApplicant, primary_number: '' })).toEqual({
      primary_number: MESSAGES.primaryNumberRequired,
    });
    expect(errorsOf(star, { ...starApplicant, primary_number: '' })).toEqual({
      primary_number: MESSAGES.primaryMobileRequired,
    });
    // The rest of the rule is the same: at least 6 digits.
    expect(errorsOf(singlePage, { ...starApplicant, primary_number: '12345' })).toEqual({
      primary_number: MESSAGES.numberInvalid,
    });
  });

  it('names every missing field with the spec’s message', () => {
    expect(errorsOf(star, {})).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      dob: MESSAGES.dobRequired,
      mobile_number: MESSAGES.whatsappRequired,
      primary_number: MESSAGES.primaryMobileRequired,
      zone: MESSAGES.zoneRequired,
      state: MESSAGES.stateRequired,
      pan_number: MESSAGES.panRequired,
      company_name: MESSAGES.companyNameRequired,
      registered_address: MESSAGES.registeredAddressRequired,
      repersentative_photo: MESSAGES.representativePhotoRequired,
      address_proof: MESSAGES.addressProofRequired,
      aadhar_proof: MESSAGES.aadharCardRequired,
      pan_proof: MESSAGES.panCardRequired,
    });
  });

  it('treats blank, whitespace-only and null text as missing', () => {
    expect(errorsOf(star, { ...starApplicant, name: '   ', company_name: null })).toEqual({
      name: MESSAGES.nameRequired,
      company_name: MESSAGES.companyNameRequired,
    });
  });

  it('rejects a malformed email', () => {
    expect(errorsOf(star, { ...starApplicant, email: 'asha@example' })).toEqual({
      email: MESSAGES.emailInvalid,
    });
  });

  it('reads a malformed or impossible date of birth as missing', () => {
    for (const dob of ['17-05-1990', '1990-02-30', '1990/05/17']) {
      expect(errorsOf(star, { ...starApplicant, dob }), dob).toEqual({ dob: MESSAGES.dobRequired });
    }
  });

  it('wants the WhatsApp number as 6 to 15 digits', () => {
    for (const mobile_number of ['12345', '1234567890123456', '98765 43210', '+919876543210']) {
      expect(errorsOf(star, { ...starApplicant, mobile_number }), mobile_number).toEqual({
        mobile_number: MESSAGES.numberInvalid,
      });
    }
    for (const mobile_number of ['123456', '123456789012345', 9876543210]) {
      expect(
        star.safeParse({ ...starApplicant, mobile_number }).success,
        String(mobile_number),
      ).toBe(true);
    }
  });

  it('wants at least 6 digits in the primary number', () => {
    expect(errorsOf(star, { ...starApplicant, primary_number: '12345' })).toEqual({
      primary_number: MESSAGES.numberInvalid,
    });
  });

  it('wants one of the four zones, in any case', () => {
    expect(star.parse({ ...starApplicant, zone: 'North' }).zone).toBe('north');
    expect(errorsOf(star, { ...starApplicant, zone: 'central' })).toEqual({
      zone: MESSAGES.zoneRequired,
    });
  });

  it('wants a state id', () => {
    expect(star.parse({ ...starApplicant, state: 7 }).state).toBe(7);
    for (const state of ['', '0', 'Maharashtra']) {
      expect(errorsOf(star, { ...starApplicant, state }), state).toEqual({
        state: MESSAGES.stateRequired,
      });
    }
  });

  it('upper-cases and trims PAN and GST numbers', () => {
    const parsed = fullTier.parse({
      ...companyApplicant,
      pan_number: '  abcde1234f ',
      gst_number: ' 27abcde1234f1z0  ',
    });
    expect(parsed.pan_number).toBe('ABCDE1234F');
    expect(parsed.gst_number).toBe('27ABCDE1234F1Z0');
  });

  it('wants PAN as five letters, four digits and a letter', () => {
    for (const pan_number of ['ABCD1234F', 'ABCDE12345', 'ABCDE1234FF', '12345ABCDE']) {
      expect(errorsOf(star, { ...starApplicant, pan_number }), pan_number).toEqual({
        pan_number: MESSAGES.panInvalid,
      });
    }
  });

  it('trims a pasted GST number before its 15 characters are counted', () => {
    const parsed = fullTier.parse({ ...companyApplicant, gst_number: '  27ABCDE1234F1Z0  ' });
    expect(parsed.gst_number).toBe('27ABCDE1234F1Z0');
  });

  it('refuses a GST number that is not a valid GSTIN, with the reason', () => {
    expect(errorsOf(fullTier, { ...companyApplicant, gst_number: 'ABC' })).toEqual({
      gst_number: GSTIN_MESSAGES.invalid,
    });
    expect(errorsOf(fullTier, { ...companyApplicant, gst_number: '27ABCDE1234F1Z5' })).toEqual({
      gst_number: GSTIN_MESSAGES.checkCharacter,
    });
  });

  it('wants the GST number to hold the PAN given beside it', () => {
    expect(errorsOf(fullTier, { ...companyApplicant, gst_number: '27AAPFU0939F1ZV' })).toEqual({
      gst_number: GSTIN_MESSAGES.panMismatch,
    });
    // An invalid PAN has its own message; the GST number is not blamed for it as well.
    expect(errorsOf(fullTier, { ...companyApplicant, pan_number: 'ABC' })).toEqual({
      pan_number: MESSAGES.panInvalid,
    });
  });

  it('checks an optional star GST number too, when one is given', () => {
    expect(errorsOf(star, { ...starApplicant, gst_number: 'ABC' })).toEqual({
      gst_number: GSTIN_MESSAGES.invalid,
    });
  });

  it('caps the GST number at 15 characters', () => {
    const errors = errorsOf(fullTier, { ...companyApplicant, gst_number: '27ABCDE1234F1Z06' });
    expect(Object.keys(errors)).toEqual(['gst_number']);
  });

  it('reports field errors and tier requirements together', () => {
    expect(errorsOf(fullTier, { ...companyApplicant, email: 'bad', moa: '' })).toEqual({
      email: MESSAGES.emailInvalid,
      moa: MESSAGES.moaRequired,
    });
  });
});

describe('basicDetailsSchema: star tier', () => {
  it('accepts identity proofs without company documents', () => {
    expect(star.safeParse(starApplicant).success).toBe(true);
  });

  it('leaves the GST number optional', () => {
    const parsed = star.parse({ ...starApplicant, gst_number: '' });
    expect(parsed.gst_number).toBe('');
    expect(star.parse({ ...starApplicant, gst_number: undefined }).gst_number).toBe('');
  });

  it('asks for the Aadhar and PAN cards', () => {
    expect(errorsOf(star, { ...starApplicant, aadhar_proof: '', pan_proof: '' })).toEqual({
      aadhar_proof: MESSAGES.aadharCardRequired,
      pan_proof: MESSAGES.panCardRequired,
    });
  });

  it('asks once for confirmation when GST is blank', () => {
    expect(needsGstConfirmation({ isStar: true }, { gst_number: '  ' })).toBe(true);
    expect(needsGstConfirmation({ isStar: true }, { gst_number: '27ABCDE1234F1Z0' })).toBe(false);
    expect(needsGstConfirmation({ isStar: false }, { gst_number: '' })).toBe(false);
    expect(MESSAGES.gstInfoRequiredTitle).toBe('GST Information Required for Invoice');
  });
});

describe('basicDetailsSchema: other tiers', () => {
  it('accepts a complete company, partnership and huf', () => {
    for (const applicant of [companyApplicant, partnershipApplicant, hufApplicant]) {
      expect(errorsOf(fullTier, applicant), String(applicant.org_type)).toEqual({});
    }
  });

  it('asks for GST, company type, size, turnover certificate and incorporation date', () => {
    expect(errorsOf(fullTier, { ...common, gst_number: '' })).toEqual({
      gst_number: MESSAGES.gstRequired,
      org_type: MESSAGES.companyTypeRequired,
      size_of_company: MESSAGES.sizeOfCompanyRequired,
      turnover_certificate: MESSAGES.turnoverCertificateRequired,
      incorporation_date: MESSAGES.incorporationDateRequired,
    });
  });

  it('does not ask for the star tier’s identity proofs', () => {
    const errors = errorsOf(fullTier, { ...common, gst_number: '' });
    expect(errors).not.toHaveProperty('aadhar_proof');
    expect(errors).not.toHaveProperty('pan_proof');
  });

  it('reads an unknown company type or size as missing', () => {
    expect(
      errorsOf(fullTier, { ...companyApplicant, org_type: 'llp', size_of_company: '100+' }),
    ).toMatchObject({
      org_type: MESSAGES.companyTypeRequired,
      size_of_company: MESSAGES.sizeOfCompanyRequired,
    });
  });

  it('asks a company for MOA, AOA, director details, resolution, certificate and date', () => {
    expect(
      errorsOf(fullTier, {
        ...companyApplicant,
        incorporation_date: '',
        moa: '',
        aoa: '',
        portaldirector: '',
        resolution: '',
        incorporation_certificate: '',
      }),
    ).toEqual({
      incorporation_date: MESSAGES.incorporationDateRequired,
      moa: MESSAGES.moaRequired,
      aoa: MESSAGES.aoaRequired,
      portaldirector: MESSAGES.directorDetailsRequired,
      resolution: MESSAGES.resolutionRequired,
      incorporation_certificate: MESSAGES.incorporationCertificateRequired,
    });
  });

  it('asks a partnership for its deed, authorization and incorporation date, not company papers', () => {
    expect(
      errorsOf(fullTier, {
        ...partnershipApplicant,
        deed: '',
        authorization: '',
        incorporation_date: '',
      }),
    ).toEqual({
      incorporation_date: MESSAGES.incorporationDateRequired,
      deed: MESSAGES.deedRequired,
      authorization: MESSAGES.authorizationRequired,
    });
  });

  it('asks a huf for its authorization only: no incorporation date, deed optional', () => {
    expect(errorsOf(fullTier, { ...hufApplicant, huf_authorization: '' })).toEqual({
      huf_authorization: MESSAGES.authorizationRequired,
    });
    expect(fullTier.parse({ ...hufApplicant, incorporation_date: '', huf_deed: '' }).huf_deed).toBe(
      '',
    );
  });

  it('describes the same requirements for the form to mark fields', () => {
    const fields = (orgType: OrgType | null, isStar = false) =>
      basicDetailsRequirements({ isStar, orgType }).map((requirement) => requirement.field);
    expect(fields(null, true)).toEqual(['aadhar_proof', 'pan_proof']);
    expect(fields('huf')).toEqual([
      'gst_number',
      'org_type',
      'size_of_company',
      'turnover_certificate',
      'huf_authorization',
    ]);
    expect(fields('partnership')).toContain('incorporation_date');
    expect(fields(null)).toContain('incorporation_date');
  });
});

describe('basicDetailsSchema: verification gates', () => {
  const gated = (verified: { email: string | null; mobile: string | null }) =>
    basicDetailsSchema({ isStar: true, verified });

  it('passes when email and WhatsApp number are the verified ones', () => {
    const schema = gated({ email: 'ASHA@example.com', mobile: '9876543210' });
    expect(schema.safeParse(starApplicant).success).toBe(true);
  });

  it('asks to verify an email or number that is not verified or changed since', () => {
    expect(errorsOf(gated({ email: null, mobile: '1111111111' }), starApplicant)).toEqual({
      email: MESSAGES.verifyEmailFirst,
      mobile_number: MESSAGES.verifyMobileFirst,
      same_number: MESSAGES.verifyWhatsappFirst,
    });
  });

  it('reports the field’s own message first when the value is invalid', () => {
    expect(
      errorsOf(gated({ email: null, mobile: null }), {
        ...starApplicant,
        email: 'bad',
        mobile_number: '12',
        same_number: false,
      }),
    ).toEqual({ email: MESSAGES.emailInvalid, mobile_number: MESSAGES.numberInvalid });
  });

  it('lets staff edits skip the gates', () => {
    expect(star.safeParse(starApplicant).success).toBe(true);
  });
});

describe('basicDetailsSchema: same as whatsapp number', () => {
  it('needs the WhatsApp number first', () => {
    expect(
      errorsOf(star, { ...starApplicant, mobile_number: '', same_number: true }),
    ).toMatchObject({
      mobile_number: MESSAGES.whatsappRequired,
      same_number: MESSAGES.enterWhatsappFirst,
    });
  });

  it('needs it verified where verification applies', () => {
    const schema = basicDetailsSchema({
      isStar: true,
      verified: { email: 'asha@example.com', mobile: null },
    });
    expect(errorsOf(schema, { ...starApplicant, same_number: true })).toMatchObject({
      same_number: MESSAGES.verifyWhatsappFirst,
    });
  });
});

describe('BASIC_DETAILS_FIELDS', () => {
  it('lists the step_1 fields, documents by their flat form names', () => {
    expect(BASIC_DETAILS_FIELDS).toEqual(
      expect.arrayContaining([
        'name',
        'email',
        'dob',
        'mobile_number',
        'primary_number',
        'same_number',
        'zone',
        'state',
        'gst_number',
        'pan_number',
        'company_name',
        'registered_address',
        'registered_city',
        'registered_pin',
        'repersentative_photo',
        'address_proof',
        'size_of_company',
        'org_type',
        'incorporation_date',
        'turnover_certificate',
        'moa',
        'aoa',
        'portaldirector',
        'resolution',
        'incorporation_certificate',
        'deed',
        'authorization',
        'huf_deed',
        'huf_authorization',
        'aadhar_proof',
        'pan_proof',
        'privacy_consent',
      ]),
    );
    expect(BASIC_DETAILS_FIELDS).toHaveLength(32);
  });
});

describe('the privacy notice consent (decision 045)', () => {
  const base = { name: 'A' };
  const consentError = (ctx: { isStar: boolean; askConsent?: boolean }, values: object) =>
    basicDetailsSchema(ctx)
      .safeParse({ ...base, ...values })
      .error?.issues.find((issue) => issue.path[0] === 'privacy_consent')?.message;

  it('is required where the person gives their data, with its own message', () => {
    expect(consentError({ isStar: true, askConsent: true }, {})).toBe(
      PRIVACY_MESSAGES.consentRequired,
    );
    expect(
      consentError({ isStar: true, askConsent: true }, { privacy_consent: 1 }),
    ).toBeUndefined();
  });

  it('is not asked of staff edits or of stored data', () => {
    expect(consentError({ isStar: true }, {})).toBeUndefined();
  });
});
