// Auto-renewal's emails (decision 099), fixed wording in the templates' syntax: the pre-debit notice
// (amount, date, the mandate's reference and a one-tap cancel), the post-debit alert, a failed debit
// (retry or the fall-back to a pay link), a renewal held (documents to confirm, or a fee above the
// mandate's maximum), and the confirmation of a cancelled mandate.
/** A fixed email's wording (fixed-emails.ts spreads these into its own list). */
type FixedEmail = { subject: string; body: string; links: readonly string[] };

export type AutoRenewalEmailKind =
  | 'auto_renewal_notice'
  | 'auto_renewal_paid'
  | 'auto_renewal_failed'
  | 'auto_renewal_lapsed'
  | 'auto_renewal_held'
  | 'auto_renewal_cancelled';

export const AUTO_RENEWAL_EMAILS: Record<AutoRenewalEmailKind, FixedEmail> = {
  auto_renewal_notice: {
    subject:
      '{{association_name}}: {{amount}} will be taken on {{debit_on}} to renew your membership',
    body: [
      'Dear {{member_name}},',
      'Your membership {{member_number}} renews automatically. On {{debit_on}} we will take {{amount}} by {{method}} under your mandate {{reference}}, and email you the tax invoice.',
      'If you do not want to renew, cancel auto-renewal before then: {{cancel_url}}',
      'You can also pause or cancel it at any time from your member home.',
    ].join('\n\n'),
    links: ['cancel_url'],
  },
  auto_renewal_paid: {
    subject: '{{association_name}}: your membership is renewed',
    body: [
      'Dear {{member_name}},',
      '{{amount}} was taken by {{method}} under your mandate {{reference}} on {{paid_on}}. Your membership {{member_number}} now runs until {{valid_until}}.',
      'Your tax invoice and receipt follow in a separate email.',
    ].join('\n\n'),
    links: [],
  },
  auto_renewal_failed: {
    subject: '{{association_name}}: we could not take your renewal payment',
    body: [
      'Dear {{member_name}},',
      'We could not take {{amount}} by {{method}} under your mandate {{reference}}: {{reason}}',
      'We will try again on {{debit_on}}. To stop this, cancel auto-renewal: {{cancel_url}}',
    ].join('\n\n'),
    links: ['cancel_url'],
  },
  auto_renewal_lapsed: {
    subject: '{{association_name}}: please renew your membership',
    body: [
      'Dear {{member_name}},',
      'We could not renew your membership {{member_number}} automatically: {{reason}}',
      'Your membership ends on {{end_date}}. Please renew it here: {{pay_url}}',
    ].join('\n\n'),
    links: ['pay_url'],
  },
  auto_renewal_held: {
    subject: '{{association_name}}: your renewal needs you first',
    body: [
      'Dear {{member_name}},',
      '{{what_to_do}}',
      'Sign in to your member home: {{home_url}}',
    ].join('\n\n'),
    links: ['home_url'],
  },
  auto_renewal_cancelled: {
    subject: '{{association_name}}: auto-renewal is cancelled',
    body: [
      'Dear {{member_name}},',
      'Auto-renewal of your membership {{member_number}} is cancelled, and the mandate {{reference}} is ended with the payment provider: nothing more will be taken under it.',
      'You can renew by hand from your member home, or turn auto-renewal on again.',
    ].join('\n\n'),
    links: [],
  },
};
