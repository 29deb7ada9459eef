import { describe, expect, it } from 'vitest';
import { PROPOSER_COUNT } from '../constants';
import { MESSAGES } from '../messages';
import { fieldErrors } from './field-errors';
import { emptyProposerRows, proposersSchema, type ProposersContext } from './proposers.schema';

const applicant = { applicantEmail: 'asha@example.com', applicantMobile: '9876543210' };
const fullTier: ProposersContext = { isStar: false, ...applicant };
const star: ProposersContext = { isStar: true, ...applicant };

const member1 = {
  row_id: 1,
  name: 'Bright Lights Pvt Ltd',
  director: 'Kiran Shah',
  email: 'kiran@brightlights.example',
  mobile_number: '9000000001',
};
const member2 = {
  row_id: 2,
  name: 'Sound Stage LLP',
  director: 'Neha Iyer',
  email: 'neha@soundstage.example',
  mobile_number: '9000000002',
};
const files = {
  signature: 'https://files.example/sign.png',
  stamp: 'https://files.example/stamp.png',
};

function errorsOf(input: unknown, ctx: ProposersContext = fullTier): Record<string, string> {
  const result = proposersSchema(ctx).safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("proposersSchema with the association's rule", () => {
  it("with the spec's two, names the missing second row's values", () => {
    expect(errorsOf({ members: [member1], ...files })).toEqual({
      'members.1.name': MESSAGES.nameRequired,
      'members.1.director': MESSAGES.directorNameRequired,
      'members.1.email': MESSAGES.emailRequired,
      'members.1.mobile_number': MESSAGES.mobileRequired,
    });
  });

  it('with one, checks one row and no second', () => {
    const one: ProposersContext = { ...fullTier, proposersRequired: 1 };
    expect(emptyProposerRows(1)).toHaveLength(1);
    expect(errorsOf({ members: [member1], ...files }, one)).toEqual({});
    expect(errorsOf({ members: [], ...files }, one)).toEqual({
      'members.0.name': MESSAGES.nameRequired,
      'members.0.director': MESSAGES.directorNameRequired,
      'members.0.email': MESSAGES.emailRequired,
      'members.0.mobile_number': MESSAGES.mobileRequired,
    });
    // A second row left from a draft under the old rule is not checked.
    expect(errorsOf({ members: [member1, { ...member2, email: '' }], ...files }, one)).toEqual({});
  });

  it('with none, needs no row but still the signature and stamp', () => {
    const none: ProposersContext = { ...fullTier, proposersRequired: 0 };
    expect(emptyProposerRows(0)).toEqual([]);
    expect(errorsOf({ members: [], ...files }, none)).toEqual({});
    expect(errorsOf({ members: [], signature: '', stamp: '' }, none)).toEqual({
      signature: MESSAGES.signatureRequired,
      stamp: MESSAGES.stampRequired,
    });
  });
});

describe('proposersSchema', () => {
  it('accepts two proposers with signature and stamp', () => {
    const parsed = proposersSchema(fullTier).parse({ members: [member1, member2], ...files });
    expect(parsed.members.map((row) => row.row_id)).toEqual([1, 2]);
    expect(parsed.signature).toBe(files.signature);
  });

  it('accepts members as JSON text, row ids as text or left out', () => {
    const members = JSON.stringify([
      { ...member1, row_id: '1', mobile_number: 9000000001 },
      { ...member2, row_id: undefined },
    ]);
    const parsed = proposersSchema(fullTier).parse({ members, ...files });
    expect(parsed.members[0]).toEqual({ ...member1, row_id: 1 });
    expect(parsed.members[1]?.row_id).toBe(2);
  });

  it('takes at most two rows, in order', () => {
    expect(emptyProposerRows()).toHaveLength(PROPOSER_COUNT);
    expect(Object.keys(errorsOf({ members: [member1, member2, member2], ...files }))).toEqual([
      'members',
    ]);
    expect(Object.keys(errorsOf({ members: [member2, member1], ...files }))).toEqual(['members']);
  });

  it('names every missing value of both rows', () => {
    expect(errorsOf({ members: emptyProposerRows(), ...files })).toEqual({
      'members.0.name': MESSAGES.nameRequired,
      'members.0.director': MESSAGES.directorNameRequired,
      'members.0.email': MESSAGES.emailRequired,
      'members.0.mobile_number': MESSAGES.mobileRequired,
      'members.1.name': MESSAGES.nameRequired,
      'members.1.director': MESSAGES.directorNameRequired,
      'members.1.email': MESSAGES.emailRequired,
      'members.1.mobile_number': MESSAGES.mobileRequired,
    });
  });

  it('wants a valid email and a 6 to 15 digit mobile', () => {
    expect(
      errorsOf({
        members: [
          { ...member1, email: 'kiran@' },
          { ...member2, mobile_number: '12345' },
        ],
        ...files,
      }),
    ).toEqual({
      'members.0.email': MESSAGES.emailInvalid,
      'members.1.mobile_number': MESSAGES.mobileInvalid,
    });
    expect(
      errorsOf({ members: [{ ...member1, mobile_number: '1234567890123456' }, member2], ...files }),
    ).toEqual({ 'members.0.mobile_number': MESSAGES.mobileInvalid });
  });

  it('refuses the applicant’s own email and mobile', () => {
    expect(
      errorsOf({
        members: [
          { ...member1, email: 'ASHA@example.com' },
          { ...member2, mobile_number: applicant.applicantMobile },
        ],
        ...files,
      }),
    ).toEqual({
      'members.0.email': MESSAGES.proposerOwnEmail,
      'members.1.mobile_number': MESSAGES.proposerOwnMobile,
    });
  });

  it('wants two different members, reported on member 2', () => {
    expect(
      errorsOf({
        members: [
          member1,
          { ...member2, email: member1.email.toUpperCase(), mobile_number: member1.mobile_number },
        ],
        ...files,
      }),
    ).toEqual({
      'members.1.email': MESSAGES.proposerEmailsMustDiffer,
      'members.1.mobile_number': MESSAGES.proposerMobilesMustDiffer,
    });
  });

  it('asks other tiers for signature and stamp', () => {
    expect(errorsOf({ members: [member1, member2] })).toEqual({
      signature: MESSAGES.signatureRequired,
      stamp: MESSAGES.stampRequired,
    });
  });

  it('asks star for neither signature nor stamp: the star form has no such uploads', () => {
    expect(errorsOf({ members: [member1, member2] }, star)).toEqual({});
  });
});
