// What the outbox keeps in clear of a message that carries a secret (decision 053): the text with
// its one-time codes and its links' tokens hidden, so staff (and anyone reading the table) see what
// was sent but can neither sign in with the code nor follow the link. The whole message is sealed
// beside it for the transport (outbox-seal.ts).
import type { SealedParts } from './outbox-seal';

/** Where a code stood in the stored text. */
export const HIDDEN_CODE = '[hidden]';
/** Where a link's token stood: the link shows where it led, not how to get in. */
export const HIDDEN_TOKEN = '…';
/** The recipient of a message to a person being erased, once stored. */
export const ERASED_RECIPIENT = 'Erased';

// Every signed link of the portal carries its token as `t` (payment, reference, renewal and
// unsubscribe links), in text, in HTML (`&amp;t=`) and in a payload's JSON alike.
const LINK_TOKEN = /((?:[?&]|&amp;)t=)([A-Za-z0-9_\-.~%]+)/g;

export function hasLinkToken(value: string | null | undefined): boolean {
  return value ? new RegExp(LINK_TOKEN.source).test(value) : false;
}

/** The value with its links' tokens hidden. */
export function hideLinkTokens(value: string): string {
  return value.replace(LINK_TOKEN, `$1${HIDDEN_TOKEN}`);
}

function hideValues(value: string, secrets: readonly string[]): string {
  let result = value;
  for (const secret of secrets) if (secret) result = result.split(secret).join(HIDDEN_CODE);
  return hideLinkTokens(result);
}

/**
 * The parts as stored in clear, or null when the message holds nothing to hide (it is then stored
 * as it is, without a seal). An erased person's message keeps neither recipient nor words.
 */
export function storedParts(
  parts: SealedParts,
  secrets: readonly string[],
  eraseRecipient: boolean,
): SealedParts | null {
  if (eraseRecipient) return { to: ERASED_RECIPIENT, subject: null, text: '', html: null };
  const data = parts.data === undefined ? undefined : JSON.stringify(parts.data);
  const holdsSecret =
    secrets.length > 0 || [parts.subject, parts.text, parts.html, data].some(hasLinkToken);
  if (!holdsSecret) return null;
  const hide = (value: string) => hideValues(value, secrets);
  return {
    to: parts.to,
    subject: parts.subject === null ? null : hide(parts.subject),
    text: hide(parts.text),
    html: parts.html === null ? null : hide(parts.html),
    ...(data === undefined ? {} : { data: JSON.parse(hide(data)) as unknown }),
  };
}
