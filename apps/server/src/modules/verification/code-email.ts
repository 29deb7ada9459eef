// A code's email: the same for every code of one template and association but for its digits. It is
// built once with a stand-in for the digits, which are then put in: building (a React render of the
// association's layout) cost more than the rest of a code request together. The key is the whole
// input, read fresh for every code (code-settings-source.ts), so an edit shows on the next code.
import type { MessageTemplateKind } from '@portico/domain/contracts/values';
import { buildEmail, type BuiltEmail } from '../../lib/email/build-email';
import type { CodeSettings } from '../settings';

/** Letters and digits only: escaped by nothing, and found in no wording. */
const STAND_IN = 'Xcode7stand7inX';
/** Templates and brands kept; each is a few kilobytes. */
const KEPT = 32;

const built = new Map<string, Promise<BuiltEmail>>();

function layoutOf(kind: MessageTemplateKind, minutes: string, settings: CodeSettings) {
  const key = JSON.stringify([kind, minutes, settings.template, settings.brand]);
  let email = built.get(key);
  if (!email) {
    const values = { code: STAND_IN, minutes, association_name: settings.brand.name };
    email = buildEmail(kind, values, settings.brand, { template: settings.template });
    email.catch(() => built.delete(key));
    built.set(key, email);
    for (const oldest of built.keys()) {
      if (built.size <= KEPT) break;
      built.delete(oldest);
    }
  }
  return email;
}

/** The email of one code: what buildEmail would make of these values, built once per layout. */
export async function codeEmail(
  kind: MessageTemplateKind,
  values: { code: string; minutes: string },
  settings: CodeSettings,
): Promise<BuiltEmail> {
  const layout = await layoutOf(kind, values.minutes, settings);
  const withCode = (text: string) => text.replaceAll(STAND_IN, values.code);
  return {
    ...layout,
    subject: withCode(layout.subject),
    text: withCode(layout.text),
    html: withCode(layout.html),
  };
}
