// The form's address opened before a category is chosen shows a notice, and the form's own chunk
// (react-hook-form, zod, the schemas) is never asked for; once a category is chosen it is.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setCurrentMembership } from '../../app/process';
import { renderRoute } from '../../test/render-route';
import { mockApi, STAR } from './test-support';

const wizard = vi.hoisted(() => ({ loaded: false }));
vi.mock('./membership-wizard', () => {
  wizard.loaded = true;
  return { default: () => <p>The form</p> };
});

describe('the membership form’s address', () => {
  it('without a category: the notice, and the form is never loaded', async () => {
    mockApi();
    renderRoute('/register/user/membership-form');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a membership category first.',
    );
    expect(wizard.loaded).toBe(false);
  });

  it('with a category: the form', async () => {
    mockApi();
    setCurrentMembership(STAR);
    renderRoute('/register/user/membership-form');
    expect(await screen.findByText('The form')).toBeInTheDocument();
    expect(wizard.loaded).toBe(true);
  });
});
