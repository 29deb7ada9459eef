import { describe, expect, it } from 'vitest';
import { messageKindLabel } from './message-kind-label';

describe('a message kind, as staff read it', () => {
  it('is the name Settings gives its text', () => {
    expect(messageKindLabel('approved_for_payment_sms')).toBe(
      'Approved, please pay (SMS to the applicant)',
    );
    expect(messageKindLabel('reference_request_email')).toBe(
      'Reference request (email to a proposer)',
    );
  });

  it('names a WhatsApp message after its SMS text', () => {
    expect(messageKindLabel('renewal_reminder_whatsapp')).toBe(
      'Renewal reminder before the plan ends (WhatsApp to the member)',
    );
  });

  it('reads a kind with no text of its own as words', () => {
    expect(messageKindLabel('credit_note_email')).toBe('Credit note email');
  });
});
