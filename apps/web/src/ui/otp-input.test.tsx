import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from './otp-input';

function Harness({
  onComplete = () => {},
  initial = '',
  disabled,
}: {
  onComplete?: (code: string) => void;
  initial?: string;
  disabled?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpInput
        label="Enter the OTP"
        length={4}
        value={value}
        onChange={setValue}
        onComplete={onComplete}
        disabled={disabled}
        autoFocus
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });
const boxValues = () => screen.getAllByRole('textbox').map((el) => (el as HTMLInputElement).value);

describe('OtpInput', () => {
  it('renders one labelled numeric box per digit, grouped under the label', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Enter the OTP' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    for (let n = 1; n <= 4; n += 1) expect(box(n)).toHaveAttribute('inputmode', 'numeric');
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).toHaveAttribute('autocomplete', 'off');
    expect(box(1)).toHaveFocus();
  });

  it('moves forward while typing and auto-submits once all digits are in', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);

    await user.keyboard('12');
    expect(boxValues()).toEqual(['1', '2', '', '']);
    expect(box(3)).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();

    await user.keyboard('34');
    expect(boxValues()).toEqual(['1', '2', '3', '4']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('ignores anything but digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('a-1 x');
    expect(boxValues()).toEqual(['1', '', '', '']);
    expect(box(2)).toHaveFocus();
  });

  it('goes back with Backspace, clearing the previous digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(boxValues()).toEqual(['1', '2', '', '']);
    expect(box(3)).toHaveFocus();

    await user.keyboard('{Backspace}{Backspace}');
    expect(boxValues()).toEqual(['', '', '', '']);
    expect(box(1)).toHaveFocus();
    expect(screen.getByTestId('value')).toHaveTextContent(/^$/);
  });

  it('replaces a digit typed over and moves between boxes with the arrow keys', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.keyboard('123');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('9');
    expect(boxValues()).toEqual(['1', '9', '3', '']);
    expect(box(3)).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('fills every box from a pasted full code and auto-submits', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.paste('4 8-1 5');
    expect(boxValues()).toEqual(['4', '8', '1', '5']);
    expect(onComplete).toHaveBeenCalledWith('4815');
    expect(box(4)).toHaveFocus();
  });

  it('fills from a longer paste in any box, keeping the first digits', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} initial="12" />);
    await user.click(box(4));
    // A click past the entered digits lands on the first empty box.
    expect(box(3)).toHaveFocus();
    await user.paste('987654');
    expect(boxValues()).toEqual(['9', '8', '7', '6']);
    expect(onComplete).toHaveBeenCalledWith('9876');
  });

  it('accepts a whole code put into the first box (one-time-code autofill)', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    const first = box(1) as HTMLInputElement;
    // What the browser's autofill does: the code lands in one input event.
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(first, '2468');
    first.dispatchEvent(new Event('input', { bubbles: true }));
    expect(boxValues()).toEqual(['2', '4', '6', '8']);
    expect(onComplete).toHaveBeenCalledWith('2468');
  });

  it('disables every box', () => {
    render(<Harness disabled />);
    for (let n = 1; n <= 4; n += 1) expect(box(n)).toBeDisabled();
  });

  it('marks the boxes invalid', () => {
    render(
      <OtpInput
        label="Code"
        length={4}
        value=""
        onChange={() => {}}
        onComplete={() => {}}
        invalid
      />,
    );
    for (const input of screen.getAllByRole('textbox')) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
  });
});
