import { describe, it, expect } from 'vitest';
import { MESSAGES } from './messages';
import {
  EMAIL_PATTERN,
  codeLengthOf,
  UPLOAD_RULES,
  descriptionCounter,
  descriptionError,
  digitsOnly,
  fileExtension,
  isUploadField,
  isValidEmail,
  isValidFacebookUrl,
  isValidInstagramUrl,
  isValidLinkedinUrl,
  isValidOtp,
  isValidPan,
  isValidPhoneNumber,
  isValidYoutubeUrl,
  normalizeGstOrPan,
  otpError,
  parseLoginIdentifier,
  validateUpload,
} from './validation';

const words = (count: number): string => Array.from({ length: count }, () => 'word').join(' ');

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const email of [
      'someone@example.com',
      'first.last@example.co.in',
      'a@b.io',
      'user+tag@sub-domain.example.org',
      "o'neil_99@example.com",
    ]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('rejects consecutive, leading and trailing dots in the local part', () => {
    expect(isValidEmail('first..last@example.com')).toBe(false);
    expect(isValidEmail('.first@example.com')).toBe(false);
    expect(isValidEmail('first.@example.com')).toBe(false);
  });

  it('limits the local part to 64 characters', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
  });

  it('limits domain labels to 63 characters', () => {
    expect(isValidEmail(`a@${'b'.repeat(63)}.com`)).toBe(true);
    expect(isValidEmail(`a@${'b'.repeat(64)}.com`)).toBe(false);
  });

  it('requires a top-level domain of at least 2 letters', () => {
    expect(isValidEmail('a@example.c')).toBe(false);
    expect(isValidEmail('a@example.c0m')).toBe(false);
    expect(isValidEmail('a@localhost')).toBe(false);
  });

  it('rejects other malformed addresses', () => {
    for (const email of [
      '',
      'plain',
      '@example.com',
      'a@',
      'a@@example.com',
      'a b@example.com',
      'a@exa mple.com',
      'a@-example.com',
      'a@example-.com',
      'a@example..com',
      ' someone@example.com',
    ]) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it('answers quickly on a pathological input', () => {
    const started = Date.now();
    EMAIL_PATTERN.test(`${'a.'.repeat(5000)}@${'b.'.repeat(5000)}`);
    expect(Date.now() - started).toBeLessThan(200);
  });
});

describe('PAN', () => {
  it('accepts five capitals, four digits, one capital', () => {
    expect(isValidPan('ABCDE1234F')).toBe(true);
  });

  it('rejects other shapes', () => {
    for (const pan of ['abcde1234f', 'ABCD1234F', 'ABCDE12345', 'ABCDE1234FG', 'ABCDE 1234F', '']) {
      expect(isValidPan(pan), pan).toBe(false);
    }
  });

  it('is valid after normalising typed input', () => {
    expect(normalizeGstOrPan('  abcde1234f ')).toBe('ABCDE1234F');
    expect(isValidPan(normalizeGstOrPan(' abcde1234f'))).toBe(true);
    expect(normalizeGstOrPan(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
  });
});

describe('phone numbers and codes', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('+91 98765-43210')).toBe('919876543210');
    expect(digitsOnly('abc')).toBe('');
  });

  it('accepts 6 to 15 digits', () => {
    expect(isValidPhoneNumber('123456')).toBe(true);
    expect(isValidPhoneNumber('123456789012345')).toBe(true);
    expect(isValidPhoneNumber('12345')).toBe(false);
    expect(isValidPhoneNumber('1234567890123456')).toBe(false);
    expect(isValidPhoneNumber('98765 43210')).toBe(false);
  });

  it('accepts a 4-digit code only', () => {
    expect(isValidOtp('1234')).toBe(true);
    expect(isValidOtp('123')).toBe(false);
    expect(isValidOtp('12345')).toBe(false);
    expect(isValidOtp('12a4')).toBe(false);
    expect(otpError('')).toBe(MESSAGES.otpRequired);
    expect(otpError('  ')).toBe(MESSAGES.otpRequired);
    expect(otpError('123')).toBe(MESSAGES.otpInvalid);
    expect(otpError('1234')).toBeNull();
  });

  it('takes the length the server named', () => {
    expect(isValidOtp('123456', 6)).toBe(true);
    expect(isValidOtp('1234', 6)).toBe(false);
    expect(otpError('1234', 6)).toBe(MESSAGES.otpInvalid);
    expect(otpError('123456', 6)).toBeNull();
  });

  it("reads a send call's code_length, 4 when absent or out of range", () => {
    expect(codeLengthOf({ success: true, code_length: 6 })).toBe(6);
    expect(codeLengthOf({ success: true, code_length: 8 })).toBe(8);
    expect(codeLengthOf({ success: true })).toBe(4);
    expect(codeLengthOf(null)).toBe(4);
    for (const odd of [3, 9, 5.5, '6', -1]) {
      expect(codeLengthOf({ code_length: odd })).toBe(4);
    }
  });
});

describe('parseLoginIdentifier', () => {
  it('requires a value', () => {
    expect(parseLoginIdentifier('')).toEqual({ ok: false, message: 'Email or Mobile is required' });
    expect(parseLoginIdentifier('   ')).toEqual({ ok: false, message: MESSAGES.loginIdRequired });
  });

  it('reads an email', () => {
    expect(parseLoginIdentifier(' active@example.com ')).toEqual({
      ok: true,
      kind: 'email',
      value: 'active@example.com',
    });
  });

  it('reads a 10-digit number without a country code', () => {
    expect(parseLoginIdentifier('9800000011')).toEqual({
      ok: true,
      kind: 'mobile',
      countryCode: null,
      number: '9800000011',
    });
  });

  it('reads a number with a 1–3 digit country code, with or without +, space or dash', () => {
    const cases: Array<[string, string]> = [
      ['+919800000011', '91'],
      ['919800000011', '91'],
      ['+91 9800000011', '91'],
      ['+91-9800000011', '91'],
      ['1 9800000011', '1'],
      ['+971 9800000011', '971'],
    ];
    for (const [input, countryCode] of cases) {
      expect(parseLoginIdentifier(input), input).toEqual({
        ok: true,
        kind: 'mobile',
        countryCode,
        number: '9800000011',
      });
    }
  });

  it('rejects everything else with the spec’s message', () => {
    for (const input of [
      'someone@',
      'someone@example',
      '980000001',
      '+9800000011',
      '98000000111234',
      '+91 98000 00011',
      '+91  9800000011',
      'abcdefghij',
    ]) {
      expect(parseLoginIdentifier(input), input).toEqual({
        ok: false,
        message: 'Please enter a valid email or mobile number',
      });
    }
  });
});

describe('description', () => {
  it('requires 100 words and fewer than 500', () => {
    expect(descriptionError('')).toBe(MESSAGES.descriptionRequired);
    expect(descriptionError('   ')).toBe(MESSAGES.descriptionRequired);
    expect(descriptionError(words(99))).toBe(MESSAGES.descriptionTooShort);
    expect(descriptionError(words(100))).toBeNull();
    expect(descriptionError(words(499))).toBeNull();
    expect(descriptionError(words(500))).toBe(MESSAGES.descriptionTooLong);
  });

  it('counts words separated by extra whitespace once', () => {
    const text = `  ${words(100).replaceAll(' ', ' \n\t  ')}  `;
    expect(descriptionError(text)).toBeNull();
  });

  it('counts against 100, then 500, then reports the excess', () => {
    expect(descriptionCounter(words(40))).toEqual({ count: 40, limit: 100, exceededBy: 0 });
    expect(descriptionCounter(words(100))).toEqual({ count: 100, limit: 500, exceededBy: 0 });
    expect(descriptionCounter(words(500))).toEqual({ count: 500, limit: 500, exceededBy: 0 });
    expect(descriptionCounter(words(512))).toEqual({ count: 512, limit: 500, exceededBy: 12 });
  });
});

describe('social links', () => {
  it('accepts Facebook on facebook or meta with a profile path', () => {
    for (const url of [
      'https://www.facebook.com/eventsco',
      'http://facebook.com/events.co/',
      'facebook.com/eventsco',
      'www.facebook.com/profile.php?id=100012345',
      'meta.com/eventsco',
      'https://www.facebook.com/pages/Events-Co/123456',
    ]) {
      expect(isValidFacebookUrl(url), url).toBe(true);
    }
  });

  it('rejects Facebook links without a profile path or on another host', () => {
    for (const url of [
      '',
      'https://www.facebook.com',
      'https://www.facebook.com/',
      'https://twitter.com/eventsco',
      'https://notfacebook.com/eventsco',
      'https://facebook.co/eventsco',
      'ftp://facebook.com/eventsco',
      'https://facebook.com/events co',
    ]) {
      expect(isValidFacebookUrl(url), url).toBe(false);
    }
  });

  it('accepts Instagram on instagram or meta', () => {
    for (const url of [
      'https://www.instagram.com/events.co',
      'instagram.com/events_co/',
      'http://meta.com/eventsco',
      'https://instagram.com/eventsco?igsh=abc',
    ]) {
      expect(isValidInstagramUrl(url), url).toBe(true);
    }
  });

  it('rejects other Instagram links', () => {
    for (const url of [
      'https://instagram.com/',
      'instagram.com',
      'https://facebook.com/eventsco',
    ]) {
      expect(isValidInstagramUrl(url), url).toBe(false);
    }
  });

  it('accepts YouTube with @handle, channel/ or c/', () => {
    for (const url of [
      'https://www.youtube.com/@eventsco',
      'youtube.com/channel/UC1234567890abcdef',
      'http://youtube.com/c/EventsCo',
      'www.youtube.com/@events.co/videos',
    ]) {
      expect(isValidYoutubeUrl(url), url).toBe(true);
    }
  });

  it('rejects other YouTube links', () => {
    for (const url of [
      'https://www.youtube.com/eventsco',
      'https://www.youtube.com/watch?v=abc',
      'https://www.youtube.com/@',
      'https://youtu.be/abc',
      'https://www.youtube.com/user/eventsco',
    ]) {
      expect(isValidYoutubeUrl(url), url).toBe(false);
    }
  });

  it('accepts LinkedIn with in/ or company/', () => {
    for (const url of [
      'https://www.linkedin.com/in/jane-doe',
      'linkedin.com/company/events-co/',
      'http://linkedin.com/in/jane-doe-1a2b3c?trk=x',
    ]) {
      expect(isValidLinkedinUrl(url), url).toBe(true);
    }
  });

  it('rejects other LinkedIn links', () => {
    for (const url of [
      'https://www.linkedin.com/jane-doe',
      'https://www.linkedin.com/in/',
      'https://www.linkedin.com/feed/',
      'https://linked.in/in/jane',
    ]) {
      expect(isValidLinkedinUrl(url), url).toBe(false);
    }
  });
});

describe('uploads', () => {
  const MB = 1024 * 1024;

  it('knows every document field', () => {
    expect(isUploadField('address_proof')).toBe(true);
    expect(isUploadField('huf_authorization')).toBe(true);
    expect(isUploadField('toString')).toBe(false);
    expect(isUploadField('avatar')).toBe(false);
  });

  it('reads the extension case-insensitively', () => {
    expect(fileExtension('Deed.PDF')).toBe('pdf');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
  });

  it('accepts the listed types up to 5 MB inclusive', () => {
    expect(validateUpload('address_proof', 'proof.pdf', 5 * MB)).toBeNull();
    expect(validateUpload('address_proof', 'proof.JPG', 1)).toBeNull();
    expect(validateUpload('repersentative_photo', 'me.png', MB)).toBeNull();
    expect(validateUpload('moa', 'moa.pdf', 0)).toBeNull();
  });

  it('names the allowed types for a wrong type', () => {
    expect(validateUpload('address_proof', 'proof.docx', 1)).toBe(
      'Only PDF, JPEG, PNG, and JPG files are allowed.',
    );
    expect(validateUpload('repersentative_photo', 'me.pdf', 1)).toBe(
      'Only JPEG, PNG, and JPG files are allowed.',
    );
    expect(validateUpload('signature', 'sign.gif', 1)).toBe(MESSAGES.imageTypesOnly);
    expect(validateUpload('moa', 'moa.png', 1)).toBe('Only PDF files are allowed.');
    expect(validateUpload('turnover_certificate', 'turnover', 1)).toBe(
      'Only PDF files are allowed.',
    );
  });

  it('gives each field its size message just over the limit', () => {
    expect(validateUpload('address_proof', 'a.pdf', 5 * MB + 1)).toBe(
      'File size must be upto 5 MB.',
    );
    expect(validateUpload('stamp', 'stamp.png', 5 * MB + 1)).toBe(
      'File size must be less than 5 MB.',
    );
    expect(validateUpload('turnover_certificate', 't.pdf', 20 * MB)).toBeNull();
    expect(validateUpload('turnover_certificate', 't.pdf', 20 * MB + 1)).toBe(
      'File size must upto 20 MB.',
    );
  });

  it('uses the byte limits of the spec', () => {
    expect(UPLOAD_RULES.aadhar_proof.maxBytes).toBe(5_242_880);
    expect(UPLOAD_RULES.turnover_certificate.maxBytes).toBe(20_971_520);
  });
});
