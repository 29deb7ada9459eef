import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { fieldErrors } from './field-errors';
import { otherDetailsSchema, type OtherDetailsInput } from './other-details.schema';

const words = (count: number): string =>
  Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

const complete: OtherDetailsInput = {
  description: words(150),
  meta: 'https://www.facebook.com/brightlights',
  linkedin: 'linkedin.com/company/bright-lights',
  instagram: 'instagram.com/bright.lights',
  youtube: 'https://youtube.com/@brightlights',
  membership_checked: true,
};

function errorsOf(input: unknown): Record<string, string> {
  const result = otherDetailsSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('otherDetailsSchema', () => {
  it('accepts a complete tab and returns the flag as true', () => {
    expect(otherDetailsSchema.parse(complete).membership_checked).toBe(true);
  });

  it('leaves the links optional', () => {
    expect(
      errorsOf({ description: words(100), membership_checked: 1, meta: '', linkedin: null }),
    ).toEqual({});
  });

  describe('description', () => {
    it('is required', () => {
      expect(errorsOf({ ...complete, description: '   ' })).toEqual({
        description: MESSAGES.descriptionRequired,
      });
    });

    it('needs at least 100 words', () => {
      expect(errorsOf({ ...complete, description: words(99) })).toEqual({
        description: MESSAGES.descriptionTooShort,
      });
      expect(errorsOf({ ...complete, description: words(100) })).toEqual({});
    });

    it('needs fewer than 500 words', () => {
      expect(errorsOf({ ...complete, description: words(499) })).toEqual({});
      expect(errorsOf({ ...complete, description: words(500) })).toEqual({
        description: MESSAGES.descriptionTooLong,
      });
    });

    it('counts words across any whitespace', () => {
      expect(errorsOf({ ...complete, description: words(100).replace(/ /g, '\n\t ') })).toEqual({});
    });
  });

  describe('links', () => {
    const cases = {
      meta: {
        valid: [
          'https://www.facebook.com/brightlights',
          'facebook.com/profile.php?id=100012345',
          'http://meta.com/brightlights',
        ],
        invalid: ['https://instagram.com/brightlights', 'facebook.com', 'brightlights'],
      },
      instagram: {
        valid: ['https://www.instagram.com/bright.lights/', 'meta.com/brightlights'],
        invalid: ['https://facebook.com/brightlights', 'instagram.com/'],
      },
      youtube: {
        valid: [
          'youtube.com/@brightlights',
          'https://www.youtube.com/channel/UC1234abcd',
          'www.youtube.com/c/BrightLights',
        ],
        invalid: ['https://youtube.com/brightlights', 'https://youtu.be/abc123'],
      },
      linkedin: {
        valid: ['https://www.linkedin.com/in/kiran-shah', 'linkedin.com/company/bright-lights/'],
        invalid: ['https://linkedin.com/kiran-shah', 'https://facebook.com/in/kiran'],
      },
    } as const;

    for (const [field, { valid, invalid }] of Object.entries(cases)) {
      it(`accepts ${field} profiles of the right kind`, () => {
        for (const url of valid) expect(errorsOf({ ...complete, [field]: url }), url).toEqual({});
      });

      it(`rejects other ${field} links with 'Please enter a valid URL'`, () => {
        for (const url of invalid) {
          expect(errorsOf({ ...complete, [field]: url }), url).toEqual({
            [field]: MESSAGES.urlInvalid,
          });
        }
      });
    }
  });

  describe('membership_checked', () => {
    it('accepts the ticked box as true, 1 or "1"', () => {
      for (const membership_checked of [true, 1, '1']) {
        expect(errorsOf({ ...complete, membership_checked }), String(membership_checked)).toEqual(
          {},
        );
      }
    });

    it("asks to accept the terms when it isn't ticked", () => {
      for (const membership_checked of [false, 0, '0', undefined]) {
        expect(errorsOf({ ...complete, membership_checked }), String(membership_checked)).toEqual({
          membership_checked: MESSAGES.acceptTerms,
        });
      }
    });
  });
});
