import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { startHydrating, useHydrated } from './hydrated';

function Probe() {
  return <p>{useHydrated() ? 'the real page' : 'loading'}</p>;
}

describe('useHydrated', () => {
  it('renders what the server did while hydrating, then the real page, with no mismatch', async () => {
    const container = document.createElement('div');
    // On the server (no window in the renderer) it is false: emulate that HTML.
    container.innerHTML = '<p>loading</p>';
    document.body.append(container);
    const errors: unknown[] = [];
    startHydrating();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container.textContent).toBe('the real page');
    expect(errors).toEqual([]);
    container.remove();
  });

  it('is true at once in a page the browser renders itself, and after a hydration', () => {
    render(<Probe />);
    expect(screen.getByText('the real page')).toBeInTheDocument();
  });
});
