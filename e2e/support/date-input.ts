// The portal's date fields are GOV.UK date inputs (apps/web/src/ui/date-input.tsx): a group named by
// its legend with Day, Month and Year boxes. These fill and read one as a YYYY-MM-DD date.
import type { Page } from 'playwright-core';

/** Types a YYYY-MM-DD date into the date input named `legend`. */
export async function fillDate(page: Page, legend: string, iso: string): Promise<void> {
  const [year = '', month = '', day = ''] = iso.split('-');
  const group = page.getByRole('group', { name: legend, exact: true });
  await group.getByLabel('Day', { exact: true }).fill(String(Number(day)));
  await group.getByLabel('Month', { exact: true }).fill(String(Number(month)));
  await group.getByLabel('Year', { exact: true }).fill(year);
}

/** The date the input named `legend` shows, as YYYY-MM-DD ('' when empty). */
export async function dateShown(page: Page, legend: string): Promise<string> {
  const group = page.getByRole('group', { name: legend, exact: true });
  const [day, month, year] = await Promise.all(
    ['Day', 'Month', 'Year'].map((part) => group.getByLabel(part, { exact: true }).inputValue()),
  );
  if (!day && !month && !year) return '';
  return `${year}-${(month ?? '').padStart(2, '0')}-${(day ?? '').padStart(2, '0')}`;
}
