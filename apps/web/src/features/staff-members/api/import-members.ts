import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  memberImportResponse,
  type MemberImportReport,
} from '@portico/domain/contracts/member-import.contract';
import { apiCall } from '../../../app/api-client';

export type { MemberImportReport };

/** POST /api/staff/members/import (multipart: file, dryRun); resolves with the import's report. */
export async function importMembers(file: File, dryRun: boolean): Promise<MemberImportReport> {
  const body = new FormData();
  body.append('dryRun', String(dryRun));
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
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => importMembers(file, dryRun),
    onSuccess: (report) => {
      if (report.imported) void queryClient.invalidateQueries({ queryKey: ['staff', 'members'] });
    },
  });
}
