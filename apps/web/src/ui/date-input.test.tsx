import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DateInput } from './date-input';

function Harness({
  initial = '',
  error,
  passUnfinished,
}: {
  initial?: string;
  error?: string;
  passUnfinished?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput
        id="received"
        label="Date received"
        value={value}
        onChange={setValue}
        error={error}
        passUnfinished={passUnfinished}
      />
      <button type="button">Elsewhere</button>
      <output data-testid="value">{value}</output>
    </>
  );
}

const group = () => screen.getByRole('group', { name: 'Date received' });

describe('DateInput', () => {
  it('is a fieldset of day, month and year with the GOV.UK hint', () => {
    render(<Harness initial="2026-03-07" />);
    const date = group();
    expect(date).toHaveAccessibleDescription('For example, 27 3 2026');
    expect(within(date).getByLabelText('Day')).toHaveValue('7');
    expect(within(date).getByLabelText('Month')).toHaveValue('3');
    expect(within(date).getByLabelText('Year')).toHaveValue('2026');
    expect(within(date).getByLabelText('Day')).toHaveAttribute('inputmode', 'numeric');
    expect(within(date).getByLabelText('Day')).toHaveAttribute('id', 'received');
  });

  it('gives the form YYYY-MM-DD once the parts make a real date', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Day'), '27');
    await user.type(screen.getByLabelText('Month'), '3');
    await user.type(screen.getByLabelText('Year'), '2026');
    expect(screen.getByTestId('value')).toHaveTextContent(/^2026-03-27$/);
  });

  it('says nothing while a form is being filled in, only when the form reports a problem', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness />);
    await user.type(screen.getByLabelText('Day'), '27');
    await user.tab();
    expect(screen.queryByText(/must include/)).not.toBeInTheDocument();
    rerender(<Harness error="Enter the date received" />);
    expect(screen.getByText('Date received must include a month and year')).toBeInTheDocument();
  });

  it('says a month is missing once the person leaves a filter, and marks that input', async () => {
    const user = userEvent.setup();
    render(<Harness passUnfinished={false} />);
    await user.type(screen.getByLabelText('Day'), '27');
    await user.type(screen.getByLabelText('Year'), '2026');
    expect(screen.queryByText('Date received must include a month')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(group()).toHaveAccessibleDescription(
      'For example, 27 3 2026 Date received must include a month',
    );
    expect(screen.getByLabelText('Month')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Day')).not.toHaveAttribute('aria-invalid');
  });

  it('says a date that cannot be is not a real date', async () => {
    const user = userEvent.setup();
    render(<Harness passUnfinished={false} />);
    await user.type(screen.getByLabelText('Day'), '31');
    await user.type(screen.getByLabelText('Month'), '2');
    await user.type(screen.getByLabelText('Year'), '2026');
    await user.tab();
    expect(screen.getByText('Date received must be a real date')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });

  it("shows the form's own message for a whole date", () => {
    render(<Harness initial="2026-03-27" error="Date received must be today or in the past" />);
    expect(group()).toHaveAccessibleDescription(
      'For example, 27 3 2026 Date received must be today or in the past',
    );
  });

  it('keeps unfinished parts to itself when asked (a filter), passing on only dates', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-03-27" passUnfinished={false} />);
    await user.clear(screen.getByLabelText('Month'));
    expect(screen.getByTestId('value')).toHaveTextContent('2026-03-27');
    expect(screen.getByLabelText('Month')).toHaveValue('');
    await user.type(screen.getByLabelText('Month'), '4');
    expect(screen.getByTestId('value')).toHaveTextContent('2026-04-27');
  });
});
