import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOGO_FIELD, logoSavedResponse } from '@portico/domain/contracts/settings.contract';
import { apiCall } from '../../../app/api-client';

/** PUT /api/staff/settings/logo (multipart) or, without a file, DELETE it; resolves with the message. */
export async function saveLogo(file: File | null): Promise<string> {
  if (file === null) {
    return (await apiCall('/staff/settings/logo', logoSavedResponse, { method: 'DELETE' })).message;
  }
  const body = new FormData();
  body.append(LOGO_FIELD, file);
  return (await apiCall('/staff/settings/logo', logoSavedResponse, { method: 'PUT', body }))
    .message;
}

export function useSaveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLogo,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['staff', 'settings'] }),
        queryClient.invalidateQueries({ queryKey: ['association'] }),
      ]),
  });
}
