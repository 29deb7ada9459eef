// The first admin of a production deployment: an empty database started in production has no staff;
// `create-admin` makes one, who then signs in by an emailed code through the API.
import { and, desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmptyDatabase, type EmptyDatabase } from '../../test/support/empty-database';
import { PRODUCTION_ENV } from '../../test/support/production-env';
import type { MailMessage } from '../adapters/messaging/mail-sender';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { auditLog, staff, staffRoles } from '../db/schema';
import { seedOnStart } from '../db/start-data';
import { runCli } from './program';

let database: EmptyDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

/** The operator's command line on the test's database, its output collected. */
async function portico(db: EmptyDatabase, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    env: PRODUCTION_ENV,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    // The command closes what it opened; the test's database stays open for the next step.
    openDatabase: async () => ({ ...db, close: async () => {} }),
    actor: 'cli:operator',
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function auditRows(db: EmptyDatabase) {
  return db.db
    .select({ actor: auditLog.actor, action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.entity, 'staff'))
    .orderBy(desc(auditLog.id));
}

describe('create-admin on a new production database', () => {
  it('creates the first admin, who signs in by an emailed code at the staff login', async () => {
    database = await openEmptyDatabase();
    await seedOnStart(database.db, { production: true });

    const created = await portico(
      database,
      'create-admin',
      '--email',
      ' Asha@Assoc.org ',
      '--name',
      'Asha Rao',
    );
    expect(created).toEqual({
      code: 0,
      out: 'Created the admin Asha Rao <asha@assoc.org>.\nThey sign in at https://members.example.org/staff/login with a code emailed to asha@assoc.org.',
      err: '',
    });
    expect(await auditRows(database)).toEqual([
      {
        actor: 'cli:operator',
        action: 'staff.create',
        after: {
          id: expect.any(Number),
          email: 'asha@assoc.org',
          name: 'Asha Rao',
          active: true,
          roles: [{ role: 'admin', zone: null }],
        },
      },
    ]);

    const emails: MailMessage[] = [];
    const app = await buildApp({
      config: loadConfig(PRODUCTION_ENV),
      db: database.db,
      driver: database.driver,
      mail: { send: async (message) => void emails.push(message) },
    });
    try {
      const sent = await app.inject({
        method: 'POST',
        url: '/api/staff/login_otp',
        payload: { email: 'asha@assoc.org' },
      });
      expect(sent.statusCode).toBe(200);
      await app.background.settled();
      const code = /code is (\d+)\./.exec(emails.at(-1)?.text ?? '')?.[1];
      expect(emails.at(-1)?.to).toBe('asha@assoc.org');

      const login = await app.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { email: 'asha@assoc.org', otp: code },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({
        success: true,
        token: expect.any(String),
        data: { email: 'asha@assoc.org', name: 'Asha Rao', roles: ['admin'] },
      });
    } finally {
      await app.close();
    }
  });

  it('changes nothing the second time', async () => {
    database = await openEmptyDatabase();
    await portico(database, 'create-admin', '--email', 'asha@assoc.org', '--name', 'Asha Rao');
    const again = await portico(
      database,
      'create-admin',
      '--email',
      'ASHA@assoc.org',
      '--name',
      'Asha Rao',
    );
    expect(again.code).toBe(0);
    expect(again.out).toMatch(
      /^Asha Rao <asha@assoc.org> is already an active admin: nothing changed\./,
    );
    expect(await database.db.select().from(staff)).toHaveLength(1);
    expect(await auditRows(database)).toHaveLength(1);
  });

  it('re-activates a deactivated account and adds the admin role to its roles, audited', async () => {
    database = await openEmptyDatabase();
    await seedOnStart(database.db, { production: true });
    const [account] = await database.db
      .insert(staff)
      .values({ email: 'zm@assoc.org', name: 'Zone Manager', active: false })
      .returning();
    await database.db
      .insert(staffRoles)
      .values({ staffId: account!.id, role: 'zone_manager', zone: 'west' });

    const granted = await portico(database, 'create-admin', '--email', 'zm@assoc.org');
    expect(granted.code).toBe(0);
    expect(granted.out).toMatch(
      /^Zone Manager <zm@assoc.org> is now an active admin \(roles: zone_manager \(west\), admin\)\./,
    );
    const roles = await database.db
      .select({ role: staffRoles.role, zone: staffRoles.zone })
      .from(staffRoles)
      .where(eq(staffRoles.staffId, account!.id));
    expect(roles).toEqual(
      expect.arrayContaining([
        { role: 'zone_manager', zone: 'west' },
        { role: 'admin', zone: null },
      ]),
    );
    const [row] = await database.db.select().from(staff).where(eq(staff.id, account!.id));
    expect(row?.active).toBe(true);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.action, 'staff.update')));
    expect(audit).toMatchObject({
      actor: 'cli:operator',
      entityId: String(account!.id),
      before: { active: false, roles: [{ role: 'zone_manager', zone: 'west' }] },
      after: {
        active: true,
        roles: [
          { role: 'zone_manager', zone: 'west' },
          { role: 'admin', zone: null },
        ],
      },
    });
  });

  it('refuses a bad email, and a new account without a name', async () => {
    database = await openEmptyDatabase();
    expect(
      await portico(database, 'create-admin', '--email', 'not-an-email', '--name', 'X'),
    ).toEqual({ code: 1, out: '', err: 'create-admin: email must be a valid email' });
    expect(await portico(database, 'create-admin', '--email', 'new@assoc.org')).toEqual({
      code: 1,
      out: '',
      err: 'create-admin: name is required for a new account',
    });
    expect(await portico(database, 'create-admin', '--name', 'No Email')).toMatchObject({
      code: 1,
      err: expect.stringContaining("error: required option '--email <email>' not specified"),
    });
    expect(await database.db.select().from(staff)).toEqual([]);
  });
});
