// The register import for the back office (the operator's command calls importMembers directly), and
// the imported members' reminders that wait for the admin (decision 067).
import type {
  HeldReminders,
  MemberImportReport,
} from '@portico/domain/contracts/member-import.contract';
import type { Database } from '../../db/client';
import { recordAudit, staffActor } from '../audit';
import type { StaffPrincipal } from '../auth';
import type { AssociationSource } from '../settings';
import { findHeldReminderEnds, startHeldReminders } from './held-reminders.repository';
import { importMembers } from './import-members';
import { previewReminders, startOfIndiaDay } from './reminder-preview';

export type RegisterUpload = {
  fileName: string;
  content: Buffer;
  dryRun: boolean;
  /** YYYY-MM-DD, or null: the new members' reminders are held. */
  remindersFrom: string | null;
};

export function createMemberImportService(deps: {
  db: Database;
  now: () => Date;
  /** The association's settings: the member-number prefix saved now. */
  association: AssociationSource;
}) {
  return {
    async importFile(
      principal: StaffPrincipal,
      upload: RegisterUpload,
    ): Promise<MemberImportReport> {
      const { memberNumberPrefix } = await deps.association.current();
      return importMembers(deps.db, upload.content, {
        fileName: upload.fileName,
        dryRun: upload.dryRun,
        actor: staffActor(principal),
        memberNumberPrefix,
        remindersFrom: upload.remindersFrom,
        now: deps.now(),
      });
    },
    /** How many imported members' reminders are held, and who a start on `from` would message. */
    async heldReminders(from: string): Promise<HeldReminders> {
      const ends = await findHeldReminderEnds(deps.db);
      return { held: ends.length, preview: previewReminders(ends, from, deps.now()) };
    },
    /** Starts the held members' reminders on `from` (audited); answers who it started. */
    startReminders(principal: StaffPrincipal, from: string): Promise<HeldReminders> {
      return deps.db.transaction(async (tx) => {
        const ends = await startHeldReminders(tx, startOfIndiaDay(from));
        if (ends.length > 0) {
          await recordAudit(tx, {
            actor: staffActor(principal),
            action: 'members.import_reminders_started',
            entity: 'member_import',
            entityId: 'reminders',
            before: null,
            after: { from, members: ends.length },
          });
        }
        return { held: ends.length, preview: previewReminders(ends, from, deps.now()) };
      });
    },
  };
}

export type MemberImportService = ReturnType<typeof createMemberImportService>;
