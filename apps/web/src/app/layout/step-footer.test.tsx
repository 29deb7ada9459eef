import type { FormEvent } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StepFooter } from './step-footer';

describe('StepFooter', () => {
  it('keeps Continue disabled until continuing is allowed', async () => {
    const onContinue = vi.fn();
    const { rerender } = render(<StepFooter canContinue={false} onContinue={onContinue} />);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onContinue).not.toHaveBeenCalled();

    rerender(<StepFooter canContinue onContinue={onContinue} />);
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('shows Continue with the configured text', () => {
    render(<StepFooter canContinue continueText="Make Payment" onContinue={() => {}} />);
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it("shows 'Save as Draft' only when the screen offers it", async () => {
    const { rerender } = render(<StepFooter canContinue onContinue={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).not.toBeInTheDocument();

    const onSaveDraft = vi.fn();
    rerender(<StepFooter canContinue onContinue={() => {}} onSaveDraft={onSaveDraft} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(onSaveDraft).toHaveBeenCalledTimes(1);
  });

  it('calls back on Back, and hides Back when there is nowhere to go', async () => {
    const onBack = vi.fn();
    const { rerender } = render(<StepFooter canContinue onContinue={() => {}} onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);

    rerender(<StepFooter canContinue onContinue={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('submits the surrounding form when no click handler is given', async () => {
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <StepFooter canContinue />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('disables Continue while busy', () => {
    render(<StepFooter canContinue busy onContinue={() => {}} />);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});
