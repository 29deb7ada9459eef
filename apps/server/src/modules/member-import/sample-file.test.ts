// docs/member-import-sample.csv is a file the import accepts as it is: the documentation cannot drift.
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { getTestDatabase } from '../../../test/support/database';
import { importMembers } from './import-members';

it('the documented sample imports without a problem', async () => {
  const { db, reset } = await getTestDatabase();
  await reset();
  const content = await readFile(
    new URL('../../../../../docs/member-import-sample.csv', import.meta.url),
  );
  const report = await importMembers(db, content, {
    fileName: 'member-import-sample.csv',
    dryRun: true,
    actor: 'test',
    memberNumberPrefix: 'PM-',
    now: new Date('2026-05-01T00:00:00Z'),
  });
  expect(report.problems).toEqual([]);
  expect(report.counts).toEqual({ created: 4, updated: 0, unchanged: 0 });
});
