// The email whose wording is not (yet) an admin's template: the credit note. Written in the
// templates' own syntax, so it takes the same layout.
export type FixedEmailKind = 'credit_note';

export type FixedEmail = { subject: string; body: string; links: readonly string[] };

export const FIXED_EMAILS: Record<FixedEmailKind, FixedEmail> = {
  credit_note: {
    subject: 'Your credit note {{number}}',
    body: [
      'Dear {{member_name}},',
      [
        'We have refunded {{amount}} of order {{order_id}}.',
        'Credit note {{number}} dated {{issued_on}} is issued against tax invoice {{invoice_number}}.',
        'Reason: {{reason}}',
      ].join('\n'),
      'The credit note is attached ({{file_name}}).',
    ].join('\n\n'),
    links: [],
  },
};
