import { ApiError, apiRequest, FALLBACK_ERROR_MESSAGE } from '../../api-client';

/** A back-office write: `success: false` is an error too; resolves with the server's message and data. */
export async function sendChange(
  path: string,
  method: 'POST' | 'PATCH',
  body: unknown,
  fallbackMessage = 'Saved',
): Promise<{ message: string; data: unknown }> {
  const envelope = await apiRequest<unknown>(path, { method, body });
  if (!envelope.success) {
    throw new ApiError(
      200,
      envelope.message?.trim() || FALLBACK_ERROR_MESSAGE,
      envelope.errors,
      envelope,
    );
  }
  return { message: envelope.message?.trim() || fallbackMessage, data: envelope.data };
}
