import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MessageModal, type Notice } from './message-modal';

function Harness({ notice }: { notice: Notice }) {
  const [shown, setShown] = useState<Notice | null>(null);
  return (
    <main>
      <button type="button" onClick={() => setShown(notice)}>
        Save
      </button>
      <MessageModal notice={shown} onClose={() => setShown(null)} />
    </main>
  );
}

describe('MessageModal', () => {
  it('shows an error with its title and message, keeps focus inside and returns it on OK', async () => {
    const user = userEvent.setup();
    render(<Harness notice={{ kind: 'error', message: 'Something went wrong' }} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Save' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'There is a problem' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Something went wrong')).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Tab cycles between its two buttons, never reaching the page behind.
    for (let i = 0; i < 3; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows information under its own title, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Harness notice={{ kind: 'info', title: 'Saved', message: 'Your details are saved.' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('dialog', { name: 'Saved' })).toHaveTextContent(
      'Your details are saved.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });
});
