import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

const Form = ({ name }: { name: string }) => <p>The form of {name}</p>;
const loaded = () => Promise.resolve({ default: Form });
const loading = <p role="status">Loading the form…</p>;

describe('a part of a page in its own chunk', () => {
  it('shows the loading text, then the part with its props', async () => {
    const Part = lazyPart(loaded);
    render(<Part loading={loading} props={{ name: 'Asha' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form…');
    expect(await screen.findByText('The form of Asha')).toBeInTheDocument();
  });

  it('gives up on a stalled chunk with Try again, which asks for it afresh', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Form }>>()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockImplementation(loaded);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazyPart(load, 20);
    render(<Part loading={loading} props={{ name: 'Asha' }} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This page took too long to load. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The form of Asha')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says a chunk that failed to load failed, never its error text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazyPart(() => Promise.reject(new Error('http://x/assets/form-abc.js 404')));
    render(<Part loading={loading} props={{ name: 'Asha' }} />);
    const alert = await screen.findByRole('alert');
    expect(alert).not.toHaveTextContent('form-abc');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
