import { useMutation } from '@tanstack/react-query';
import { UPLOAD_PARTS, uploadResponse } from '@portico/domain/contracts/uploads.contract';
import { MESSAGES } from '@portico/domain/messages';
import type { UploadField } from '@portico/domain/validation';
import { apiCall, isApiError, ResponseShapeError } from '../../api-client';
import { getSession } from '../../session';

function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return null;
  const message = (error.body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * POST /api/upload (multipart: field, old_file_name when replacing, then file) → the stored url.
 * Rejects with the server's message, else 'Error uploading file'; an answer of the wrong shape is
 * the generic error.
 */
export async function uploadFile(field: UploadField, file: File, oldUrl = ''): Promise<string> {
  // Files are read back only by whoever proved a contact; without a token the server would say 401.
  if (!getSession().token) throw new Error(MESSAGES.uploadNeedsVerification);
  // The parts before the file, so the server knows the rules (and the old file) as the file streams.
  const body = new FormData();
  body.append(UPLOAD_PARTS.field, field);
  if (oldUrl) body.append(UPLOAD_PARTS.oldFileName, oldUrl);
  body.append(UPLOAD_PARTS.file, file);
  try {
    const answer = await apiCall('/upload', uploadResponse, { method: 'POST', body });
    return answer.url;
  } catch (error) {
    if (error instanceof ResponseShapeError) throw error;
    throw new Error(serverMessage(error) ?? MESSAGES.uploadFailed, { cause: error });
  }
}

export type UploadRequest = { field: UploadField; file: File; oldUrl: string };

export function useUploadFileMutation() {
  return useMutation({
    mutationFn: ({ field, file, oldUrl }: UploadRequest) => uploadFile(field, file, oldUrl),
  });
}
