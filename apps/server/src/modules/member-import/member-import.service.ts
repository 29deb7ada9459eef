// The register import for the back office (the operator's command calls importMembers directly).
import type { MemberImportReport } from '@portico/domain/contracts/member-import.contract';
import type { Database } from '../../db/client';
import { staffActor } from '../audit/audit.service';
import type { StaffPrincipal } from '../auth/principal';
import { importMembers } from './import-members';

export type RegisterUpload = { fileName: string; content: Buffer; dryRun: boolean };

export function createMemberImportService(deps: {
  db: Database;
  now: () => Date;
  memberNumberPrefix: string;
}) {
  return {
    importFile(principal: StaffPrincipal, upload: RegisterUpload): Promise<MemberImportReport> {
      return importMembers(deps.db, upload.content, {
        fileName: upload.fileName,
        dryRun: upload.dryRun,
        actor: staffActor(principal),
        memberNumberPrefix: deps.memberNumberPrefix,
        now: deps.now(),
      });
    },
  };
}

export type MemberImportService = ReturnType<typeof createMemberImportService>;
