// How guessable APP_SECRET looks, by a rule an operator can follow by hand (decision 025). It catches
// placeholders and typed patterns (40 × 'a', 'changeme-changeme-…', a word repeated); it cannot tell
// a random string from a chosen phrase, which is why the README says to generate the secret.

/** The estimate a secret needs; random secrets score far above it (see decision 025). */
export const APP_SECRET_MIN_BITS = 72;

/** A stretch this long that already appeared earlier in the secret adds nothing new. */
const REPEAT_MIN_LENGTH = 4;

/** Longer secrets are judged on their start (the estimate is quadratic in the length). */
const JUDGED_LENGTH = 256;

export type SecretStrength = {
  /** Characters that are not part of a repeat. */
  freshCharacters: number;
  distinctCharacters: number;
  /** Shannon entropy of the character frequencies, per character, times the fresh characters. */
  bits: number;
};

/** The length of the longest stretch starting at `at` that also starts somewhere before it. */
function repeatAt(text: string, at: number): number {
  let longest = 0;
  for (let start = 0; start < at; start += 1) {
    let length = 0;
    while (at + length < text.length && text[start + length] === text[at + length]) length += 1;
    longest = Math.max(longest, length);
  }
  return longest;
}

function freshCharacters(text: string): number {
  let fresh = 0;
  for (let at = 0; at < text.length;) {
    const repeat = repeatAt(text, at);
    if (repeat >= REPEAT_MIN_LENGTH) {
      at += repeat;
    } else {
      fresh += 1;
      at += 1;
    }
  }
  return fresh;
}

function bitsPerCharacter(text: string): number {
  const counts = new Map<string, number>();
  for (const character of text) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const share = count / text.length;
    bits -= share * Math.log2(share);
  }
  return bits;
}

export function secretStrength(secret: string): SecretStrength {
  const judged = secret.slice(0, JUDGED_LENGTH);
  const fresh = freshCharacters(judged);
  return {
    freshCharacters: fresh,
    distinctCharacters: new Set(judged).size,
    bits: fresh * bitsPerCharacter(judged),
  };
}
