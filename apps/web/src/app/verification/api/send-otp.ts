import { useMutation } from '@tanstack/react-query';
import { codeSentResponse } from '@portico/domain/contracts/verification.contract';
import { codeLengthOf } from '@portico/domain/validation';
import { apiCall } from '../../api-client';

export type ContactChannel = 'email' | 'mobile';

/** The payload key each channel uses: {email} or {mobile_number}. */
export function contactPayload(channel: ContactChannel, address: string) {
  return channel === 'email' ? { email: address } : { mobile_number: address };
}

/** A code on its way: the server's message and how many digits the code has. */
export type SentCode = { message: string; codeLength: number };

/**
 * POST /api/send_email_otp {email} or /api/send_mobile_otp {mobile_number}: sends a one-time code.
 * Resolves with the server's message and the code's length (`code_length`, 4 when it is outside
 * the lengths a server may use); a refusal (a 429 when throttled) or a network failure rejects with
 * an ApiError carrying the server's message when there is one.
 */
export async function sendOtp(
  channel: ContactChannel,
  address: string,
  signal?: AbortSignal,
): Promise<SentCode> {
  const path = channel === 'email' ? '/send_email_otp' : '/send_mobile_otp';
  const answer = await apiCall(path, codeSentResponse, {
    method: 'POST',
    body: contactPayload(channel, address),
    signal,
  });
  return { message: answer.message.trim(), codeLength: codeLengthOf(answer) };
}

export function useSendCodeMutation() {
  return useMutation({
    mutationFn: ({ channel, address }: { channel: ContactChannel; address: string }) =>
      sendOtp(channel, address),
  });
}
