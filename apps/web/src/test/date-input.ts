// Filling and reading a GOV.UK date input (ui/date-input.tsx) in screen tests: the fieldset named by
// its legend, its Day, Month and Year boxes.
import { fireEvent, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

function parts(container: HTMLElement, legend: string | RegExp) {
  const group = within(container).getByRole('group', { name: legend });
  return {
    day: within(group).getByLabelText('Day'),
    month: within(group).getByLabelText('Month'),
    year: within(group).getByLabelText('Year'),
  };
}

function split(iso: string) {
  const [year = '', month = '', day = ''] = iso.split('-');
  return { day: String(Number(day)), month: String(Number(month)), year };
}

/** Types a YYYY-MM-DD date as a person would: day, month and year in their boxes. */
export async function typeDate(
  user: UserEvent,
  container: HTMLElement,
  legend: string | RegExp,
  iso: string,
): Promise<void> {
  const boxes = parts(container, legend);
  const typed = split(iso);
  for (const part of ['day', 'month', 'year'] as const) {
    await user.clear(boxes[part]);
    await user.type(boxes[part], typed[part]);
  }
}

/** Sets a YYYY-MM-DD date at once (a change event per box), for tests that use fireEvent. */
export function changeDate(container: HTMLElement, legend: string | RegExp, iso: string): void {
  const boxes = parts(container, legend);
  const typed = split(iso);
  for (const part of ['day', 'month', 'year'] as const) {
    fireEvent.change(boxes[part], { target: { value: typed[part] } });
  }
}

/** The date the boxes show, as YYYY-MM-DD ('' when empty). */
export function dateShown(container: HTMLElement, legend: string | RegExp): string {
  const boxes = parts(container, legend);
  const [day, month, year] = [boxes.day, boxes.month, boxes.year].map(
    (box) => (box as HTMLInputElement).value,
  );
  if (!day && !month && !year) return '';
  return `${year}-${(month ?? '').padStart(2, '0')}-${(day ?? '').padStart(2, '0')}`;
}

/** Empties the three boxes (a change event per box). */
export function clearDate(container: HTMLElement, legend: string | RegExp): void {
  const boxes = parts(container, legend);
  for (const part of ['day', 'month', 'year'] as const) {
    fireEvent.change(boxes[part], { target: { value: '' } });
  }
}
