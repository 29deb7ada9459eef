// The settings production began to require in some release, each with the CHANGELOG.md release that
// says so (decision 063): after an upgrade, a refusal names the setting and where to read what it is
// for. A release that makes a setting required adds its line here and under its Settings in the
// changelog; required-since.test.ts keeps both in step.

/** A setting's name, or a family's prefix ending in `_` (one variable per message kind). */
export const REQUIRED_SINCE: Readonly<Record<string, string>> = {
  SMS_DLT_ENTITY_ID: 'Before 2026-11-28',
  SMS_SENDER_ID: 'Before 2026-11-28',
  SMS_DLT_TEMPLATE_: 'Before 2026-11-28',
  WHATSAPP_TEMPLATE_: 'Before 2026-11-28',
  WHATSAPP_APP_SECRET: 'Before 2026-11-28',
  WHATSAPP_VERIFY_TOKEN: 'Before 2026-11-28',
};

/** The changelog release that made `setting` required, if one did. */
export function requiredSince(setting: string): string | undefined {
  if (REQUIRED_SINCE[setting]) return REQUIRED_SINCE[setting];
  const family = Object.keys(REQUIRED_SINCE).find(
    (name) => name.endsWith('_') && setting.startsWith(name),
  );
  return family ? REQUIRED_SINCE[family] : undefined;
}

/** `problem` ("NAME[, NAME…]: why"), pointing at the changelog release when one made NAME required. */
export function withChangelogEntry(problem: string): string {
  const names = /^([A-Z][A-Z0-9_]*(?:, [A-Z][A-Z0-9_]*)*):/.exec(problem)?.[1]?.split(', ') ?? [];
  const release = names.map(requiredSince).find((found) => found !== undefined);
  if (!release) return problem;
  return `${problem} (required since the release "${release}": see CHANGELOG.md, ${release}, Settings)`;
}
