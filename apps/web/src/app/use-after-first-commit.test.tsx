import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstCommit } from './use-after-first-commit';

describe('useAfterFirstCommit', () => {
  it('is false in the first commit and true in the next, once', async () => {
    const seen: boolean[] = [];
    function Screen() {
      const after = useAfterFirstCommit();
      seen.push(after);
      return <p>{after ? 'whole' : 'first part'}</p>;
    }
    render(<Screen />);
    expect(await screen.findByText('whole')).toBeInTheDocument();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(new Set(seen)).toEqual(new Set([false, true]));
  });
});
