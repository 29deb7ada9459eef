// The byte count of a JSON body's shape: brackets and commas inside strings are text, not structure,
// whatever the chunks it arrives in.
import { describe, expect, it } from 'vitest';
import {
  MAX_INPUT_DEPTH,
  MAX_INPUT_VALUES,
  NESTED_TOO_DEEPLY,
  TOO_MANY_VALUES,
} from './input-guard';
import { jsonShapeCounter } from './json-shape';

function countIn(chunks: string[]): string | null {
  const count = jsonShapeCounter();
  for (const chunk of chunks) {
    const problem = count(Buffer.from(chunk));
    if (problem !== null) return problem;
  }
  return null;
}

describe('jsonShapeCounter', () => {
  it('counts depth past the limit, and not inside strings or after an escaped quote', () => {
    const deep = `${'['.repeat(MAX_INPUT_DEPTH + 1)}${']'.repeat(MAX_INPUT_DEPTH + 1)}`;
    expect(countIn([deep])).toBe(NESTED_TOO_DEEPLY);
    expect(countIn([`${'['.repeat(MAX_INPUT_DEPTH)}${']'.repeat(MAX_INPUT_DEPTH)}`])).toBeNull();
    expect(countIn([JSON.stringify({ a: '['.repeat(1000) })])).toBeNull();
    expect(countIn([JSON.stringify({ a: `\\"${'['.repeat(1000)}` })])).toBeNull();
  });

  it('counts values past the limit, commas in text left out', () => {
    expect(countIn([`[${'0,'.repeat(MAX_INPUT_VALUES)}0]`])).toBe(TOO_MANY_VALUES);
    expect(countIn([`[${'0,'.repeat(MAX_INPUT_VALUES - 2)}0]`])).toBeNull();
    expect(countIn([JSON.stringify([','.repeat(100_000)])])).toBeNull();
  });

  it('keeps its place across chunks split inside a string and its escapes', () => {
    const text = JSON.stringify({ a: `x\\"${'['.repeat(100)}` });
    const chunks = Array.from(text, (character) => character);
    expect(countIn(chunks)).toBeNull();
    const deep = '['.repeat(MAX_INPUT_DEPTH + 1);
    expect(countIn(Array.from(deep, (character) => character))).toBe(NESTED_TOO_DEEPLY);
  });
});
