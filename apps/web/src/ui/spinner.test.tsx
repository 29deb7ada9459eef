/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

// Read from disk: the test runner hands stylesheets to the page empty.
const styles = readFileSync(join(import.meta.dirname, 'spinner.module.css'), 'utf8');

/** The CSS blocks (selector or at-rule head → body) at the top level of a stylesheet. */
function topLevelBlocks(css: string): Array<{ head: string; body: string }> {
  const blocks: Array<{ head: string; body: string }> = [];
  let depth = 0;
  let head = '';
  let body = '';
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      depth += 1;
      if (depth === 1) continue;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        blocks.push({ head: head.trim(), body });
        head = '';
        body = '';
        continue;
      }
    }
    if (depth === 0) head += char;
    else body += char;
  }
  return blocks;
}

describe('Spinner', () => {
  it('shows its label as a status, the turning ring as decoration', () => {
    render(<Spinner label="Payment in progress…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Payment in progress…');
    expect(screen.getByText('Payment in progress…')).not.toHaveClass('visually-hidden');
    expect(status.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(status.firstElementChild).toHaveTextContent(/^$/);
  });

  it('turns only for people who have not asked for reduced motion', () => {
    const turning = topLevelBlocks(styles).filter(
      (block) => /\.ring\b/.test(block.body) && block.body.includes('animation'),
    );
    expect(turning.map((block) => block.head)).toEqual([
      '@media (prefers-reduced-motion: no-preference)',
    ]);
    // Nowhere else does the ring get an animation.
    expect(
      topLevelBlocks(styles).filter(
        (block) => /\.ring\b/.test(block.head) && block.body.includes('animation'),
      ),
    ).toEqual([]);
  });
});
