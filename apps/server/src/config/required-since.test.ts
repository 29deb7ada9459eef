// A setting some release began to require is named, on refusal, with that release's changelog entry
// (decision 063), and every such entry exists in CHANGELOG.md.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../../test/support/production-env';
import { ConfigError, loadConfig } from '../config';
import { REQUIRED_SINCE, withChangelogEntry } from './required-since';

const CHANGELOG = readFileSync(resolve(import.meta.dirname, '../../../../CHANGELOG.md'), 'utf8');

/** The text of `## <release>` up to the next release's heading. */
function releaseSection(release: string): string | undefined {
  const start = CHANGELOG.indexOf(`\n## ${release}\n`);
  if (start < 0) return undefined;
  const end = CHANGELOG.indexOf('\n## ', start + 1);
  return CHANGELOG.slice(start, end < 0 ? undefined : end);
}

describe('settings a release began to require', () => {
  it('are each named under that release in CHANGELOG.md', () => {
    for (const [setting, release] of Object.entries(REQUIRED_SINCE)) {
      const section = releaseSection(release);
      expect(section, `## ${release}`).toBeDefined();
      expect(section, setting).toContain(`\`${setting}`);
    }
  });

  it("name the setting and the changelog's release when production refuses to start", () => {
    let refused: unknown;
    try {
      loadConfig({ ...PRODUCTION_ENV, SMS_DLT_ENTITY_ID: undefined });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).message).toContain(
      '  - SMS_DLT_ENTITY_ID: is required with an SMS gateway; Indian carriers drop an SMS without it (required since the release "Before 2026-11-28": see CHANGELOG.md, Before 2026-11-28, Settings)',
    );
  });

  it('point a family of settings at its release, and leave other problems as they are', () => {
    expect(
      withChangelogEntry('SMS_DLT_TEMPLATE_REJECTED, SMS_DLT_TEMPLATE_LOGIN_CODE: missing'),
    ).toBe(
      'SMS_DLT_TEMPLATE_REJECTED, SMS_DLT_TEMPLATE_LOGIN_CODE: missing (required since the release "Before 2026-11-28": see CHANGELOG.md, Before 2026-11-28, Settings)',
    );
    expect(withChangelogEntry('SMTP_URL: is required in production')).toBe(
      'SMTP_URL: is required in production',
    );
  });
});
