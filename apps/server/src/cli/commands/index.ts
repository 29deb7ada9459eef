// The operator's commands, in the order `--help` lists them (roughly a first deployment's order).
// A new command is one file in this folder and one line here.
import type { CliCommand } from '../command';
import { backupCommand } from './backup';
import { checkConfigCommand } from './check-config';
import { createAdminCommand } from './create-admin';
import { importMembersCommand } from './import-members';
import { migrateCommand } from './migrate';
import { restoreCommand } from './restore';
import { seedCategoriesCommand } from './seed-categories';
import { seedDemoCommand } from './seed-demo';

export const COMMANDS: readonly CliCommand[] = [
  checkConfigCommand,
  migrateCommand,
  seedCategoriesCommand,
  createAdminCommand,
  seedDemoCommand,
  importMembersCommand,
  backupCommand,
  restoreCommand,
];
