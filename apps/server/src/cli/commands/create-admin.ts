import { DomainError } from '../../errors';
import { grantAdmin } from '../../modules/staff-accounts';
import type { CliCommand } from '../command';
import { withConfiguredDatabase } from '../configured-database';

export const createAdminCommand: CliCommand = {
  name: 'create-admin',
  summary: 'create an admin, or re-activate an account and make it admin',
  help: 'Create a staff account with the admin role, or re-activate an existing account (any case of its email) and add the admin role to its roles. Audited. Running it again changes nothing. The admin signs in with a code emailed to the address, at /staff/login.',
  options: [
    { flags: '--email <email>', description: 'the staff member’s email address', required: true },
    {
      flags: '--name <name>',
      description: 'their name (needed for a new account; renames an existing one)',
    },
  ],
  async run(options, context) {
    return withConfiguredDatabase(context, async ({ config, handle }) => {
      const input = {
        email: String(options.email),
        name: typeof options.name === 'string' ? options.name : undefined,
      };
      let grant;
      try {
        grant = await grantAdmin(handle.db, input, context.actor);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        context.err(`create-admin: ${error.message}`);
        return 1;
      }
      const { account } = grant;
      const who = `${account.name} <${account.email}>`;
      const roles = account.roles.map((role) =>
        role.zone ? `${role.role} (${role.zone})` : role.role,
      );
      context.out(
        {
          created: `Created the admin ${who}.`,
          granted: `${who} is now an active admin (roles: ${roles.join(', ')}).`,
          unchanged: `${who} is already an active admin: nothing changed.`,
        }[grant.outcome],
      );
      context.out(
        `They sign in at ${config.publicUrl}/staff/login with a code emailed to ${account.email}.`,
      );
      return 0;
    });
  },
};
