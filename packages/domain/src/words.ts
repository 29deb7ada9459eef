// Word counts (the description's counter and rules). Apart from format.ts: no date library.

/** Words separated by any run of whitespace. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}
