import { describe, expect, it } from 'vitest';
import { MAX_DIRECTORS } from '../constants';
import { MESSAGES } from '../messages';
import { completeDirectorRows, directorsSchema, type DirectorRowInput } from './directors.schema';
import { fieldErrors } from './field-errors';

const applicant = { applicantEmail: 'asha@example.com', applicantMobile: '9876543210' };
const schema = directorsSchema(applicant);

const ravi = { name: 'Ravi Rao', email: 'ravi@example.com', mobile_number: '9123456780' };
const meena = { name: 'Meena Rao', email: 'meena@example.com', mobile_number: '9123456781' };
const blank = { name: '', email: '', mobile_number: '' };

function errorsOf(rows: unknown, ctx = applicant): Record<string, string> {
  const result = directorsSchema(ctx).safeParse({ director: rows });
  return result.success ? {} : fieldErrors(result.error);
}

describe('directorsSchema', () => {
  it('accepts complete rows and the form’s blank starter row', () => {
    expect(schema.parse({ director: [ravi, blank, meena] }).director).toHaveLength(3);
  });

  it('takes no directors as null, absent, an empty list or JSON text', () => {
    for (const director of [null, undefined, [], 'null', '', '[]']) {
      expect(schema.parse({ director }).director, String(director)).toEqual([]);
    }
    expect(schema.parse({ director: JSON.stringify([ravi]) }).director).toEqual([ravi]);
  });

  it('trims values and reads a JSON number as a mobile number', () => {
    expect(
      schema.parse({
        director: [{ name: ' Ravi Rao ', email: ravi.email, mobile_number: 9123456780 }],
      }).director,
    ).toEqual([ravi]);
  });

  it('needs all three values once a row has any', () => {
    expect(errorsOf([ravi, { name: 'Meena Rao' }])).toEqual({
      'director.1.email': MESSAGES.emailRequired,
      'director.1.mobile_number': MESSAGES.mobileRequired,
    });
    expect(errorsOf([{ email: 'meena@example.com' }])).toEqual({
      'director.0.name': MESSAGES.nameRequired,
      'director.0.mobile_number': MESSAGES.mobileRequired,
    });
  });

  it('wants a valid email', () => {
    expect(errorsOf([{ ...ravi, email: 'ravi@example' }])).toEqual({
      'director.0.email': MESSAGES.emailInvalid,
    });
  });

  it('wants the mobile number as 6 to 15 digits', () => {
    for (const mobile_number of ['12345', '1234567890123456', '91234-5678']) {
      expect(errorsOf([{ ...ravi, mobile_number }]), mobile_number).toEqual({
        'director.0.mobile_number': MESSAGES.mobileInvalid,
      });
    }
    expect(errorsOf([{ ...ravi, mobile_number: '123456' }])).toEqual({});
  });

  it('reports a repeated email or mobile on the later row, ignoring the email’s case', () => {
    expect(
      errorsOf([
        ravi,
        meena,
        { name: 'Kiran', email: 'RAVI@example.com', mobile_number: meena.mobile_number },
      ]),
    ).toEqual({
      'director.2.email': MESSAGES.emailsMustBeUnique,
      'director.2.mobile_number': MESSAGES.mobilesMustBeUnique,
    });
  });

  it('refuses the applicant’s own email and mobile', () => {
    expect(
      errorsOf([{ ...ravi, email: 'Asha@Example.com', mobile_number: applicant.applicantMobile }]),
    ).toEqual({
      'director.0.email': MESSAGES.directorOwnEmail,
      'director.0.mobile_number': MESSAGES.directorOwnMobile,
    });
  });

  it('skips the own-contact rule without the applicant’s contact', () => {
    const own = [
      { ...ravi, email: applicant.applicantEmail, mobile_number: applicant.applicantMobile },
    ];
    expect(directorsSchema().safeParse({ director: own }).success).toBe(true);
    expect(errorsOf(own, { applicantEmail: '', applicantMobile: '' })).toEqual({});
  });

  it('allows at most five rows', () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        name: `Director ${index}`,
        email: `director${index}@example.com`,
        mobile_number: `91234567${String(index).padStart(2, '0')}`,
      }));
    expect(schema.safeParse({ director: rows(MAX_DIRECTORS) }).success).toBe(true);
    expect(Object.keys(errorsOf(rows(MAX_DIRECTORS + 1)))).toEqual(['director']);
  });
});

describe('completeDirectorRows', () => {
  it('sends only complete rows, trimmed', () => {
    const rows: DirectorRowInput[] = [
      { ...ravi, name: ' Ravi Rao ' },
      blank,
      { name: 'Meena Rao', email: '', mobile_number: '9123456781' },
      meena,
    ];
    expect(completeDirectorRows(rows)).toEqual([ravi, meena]);
  });

  it('sends null when no row is complete', () => {
    expect(completeDirectorRows([blank, { name: 'Ravi Rao' }])).toBeNull();
    expect(completeDirectorRows([])).toBeNull();
    expect(completeDirectorRows(null)).toBeNull();
  });
});
