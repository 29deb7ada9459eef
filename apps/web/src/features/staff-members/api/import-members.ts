import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  memberImportResponse,
  type MemberImportReport,
} from '@portico/domain/contracts/member-import.contract';
import { apiCall } from '../../../app/api-client';

export type { MemberImportReport };

/** The import's choice for the new members' reminders: a day (YYYY-MM-DD), or '' for none yet. */
export type ImportRequest = { file: File; dryRun: boolean; remindersFrom: string };

/**
 * POST /api/staff/members/import (multipart: file, dryRun, remindersFrom); resolves with the import's
 * report.
 */
export async function importMembers({
  file,
  dryRun,
  remindersFrom,
}: ImportRequest): Promise<MemberImportReport> {
  const body = new FormData();
  body.append('dryRun', String(dryRun));
  body.append('remindersFrom', remindersFrom);
  body.append('file', file, file.name);
  const answer = await apiCall('/staff/members/import', memberImportResponse, {
    method: 'POST',
    body,
  });
  return answer.data;
}

export function useImportMembersMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importMembers,
    onSuccess: (report) => {
      if (report.imported) void queryClient.invalidateQueries({ queryKey: ['staff', 'members'] });
    },
  });
}
