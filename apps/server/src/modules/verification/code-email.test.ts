// A code's email built once per layout says exactly what building it for that code says.
import { describe, expect, it } from 'vitest';
import { buildEmail } from '../../lib/email/build-email';
import { TEST_BRAND } from '../../../test/support/email-brand';
import type { CodeSettings } from '../settings/code-settings-source';
import { defaultTemplateText } from '../settings/template-source';
import { codeEmail } from './code-email';

const brand = TEST_BRAND;

const settings = (body?: string): CodeSettings => {
  const standard = defaultTemplateText('login_code_email');
  return { codeLength: 6, template: body ? { ...standard, body } : standard, brand };
};

describe('a code email built once per layout', () => {
  it('is the email built for each code', async () => {
    for (const code of ['004217', '993105']) {
      const values = { code, minutes: '10' };
      const expected = await buildEmail(
        'login_code_email',
        { ...values, association_name: brand.name },
        brand,
        { template: settings().template },
      );
      expect(await codeEmail('login_code_email', values, settings())).toEqual(expected);
    }
  });

  it('follows an edited wording and association at once', async () => {
    const before = await codeEmail(
      'login_code_email',
      { code: '123456', minutes: '10' },
      settings(),
    );
    const edited = settings('Your code is {{code}}. It lapses in {{minutes}} minutes.');
    const after = await codeEmail('login_code_email', { code: '123456', minutes: '10' }, edited);
    expect(after.text).toContain('Your code is 123456. It lapses in 10 minutes.');
    expect(before.text).not.toContain('It lapses');
    const renamed = { ...edited, brand: { ...brand, name: 'Another Association' } };
    const other = await codeEmail('login_code_email', { code: '123456', minutes: '10' }, renamed);
    expect(other.html).toContain('Another Association');
  });
});
