// The emails whose wording is not (yet) an admin's template: the credit note, a staff member's
// invitation and an admin's test message. Written in the templates' own syntax, so they take the same layout.
import { AUTO_RENEWAL_EMAILS, type AutoRenewalEmailKind } from './auto-renewal-emails';

export type FixedEmailKind =
  | 'credit_note'
  | 'staff_invitation'
  | 'team_invitation'
  | 'team_transfer_requested'
  | 'team_transfer_approved'
  | 'team_transfer_refused'
  | 'test_message'
  | 'report_summary'
  | AutoRenewalEmailKind;

export type FixedEmail = { subject: string; body: string; links: readonly string[] };

export const FIXED_EMAILS: Record<FixedEmailKind, FixedEmail> = {
  ...AUTO_RENEWAL_EMAILS,
  credit_note: {
    subject: 'Your credit note {{number}}',
    body: [
      'Dear {{member_name}},',
      [
        // A refund's, or one issued without a refund (decision 083): the job words it.
        '{{what_happened}}',
        'Credit note {{number}} dated {{issued_on}} is issued against tax invoice {{invoice_number}}.',
        'Reason: {{reason}}',
      ].join('\n'),
      'The credit note is attached ({{file_name}}).',
    ].join('\n\n'),
    links: [],
  },
  // The link is the staff sign-in page itself: it carries no secret (staff sign in by a one-time
  // code sent to this address), so the copy staff read in Messages opens nothing (decision 053).
  staff_invitation: {
    subject: '{{association_name}}: your back-office account',
    body: [
      'Dear {{staff_name}},',
      '{{inviter_name}} has invited you to the back office of {{association_name}}, as {{roles}}.',
      'Sign in: {{sign_in_url}}',
      'Sign in with this email address ({{email}}): we send a one-time code to it each time. No password is needed.',
    ].join('\n\n'),
    links: ['sign_in_url'],
  },
  // A company's team (decision 110): as the staff's, the link is the ordinary member sign-in page,
  // which carries no secret; the invitee proves the address with a one-time code there.
  team_invitation: {
    subject: '{{association_name}}: join the team of {{company_name}}',
    body: [
      'Dear {{person_name}},',
      '{{inviter_name}} has added you to the team of {{company_name}} on the member portal of {{association_name}}, as {{role}}.',
      'Sign in: {{sign_in_url}}',
      'Sign in with this email address ({{email}}): we send a one-time code to it each time. No password is needed.',
    ].join('\n\n'),
    links: ['sign_in_url'],
  },
  // A holder asked to transfer the account (decision 118): to each admin and office staff member,
  // who decide it; the link is the member's record in the back office (staff sign in to open it).
  team_transfer_requested: {
    subject: '{{association_name}}: a transfer of {{company_name}} waits for approval',
    body: [
      'Dear {{staff_name}},',
      '{{holder_name}}, the account holder of {{member_label}}, asks to make {{new_holder_name}} the account holder.',
      'Approve or refuse it on the member’s record: {{member_url}}',
    ].join('\n\n'),
    links: ['member_url'],
  },
  // The office approved it: the holder who asked is told (the new holder sees it on signing in).
  team_transfer_approved: {
    subject: '{{association_name}}: your transfer of {{company_name}} was approved',
    body: [
      'Dear {{person_name}},',
      '{{association_name}} has approved your request: {{new_holder_name}} is now the account holder of {{company_name}}. You stay in the team as an admin.',
      'Your company’s team: {{team_url}}',
    ].join('\n\n'),
    links: ['team_url'],
  },
  // The office refused a holder's transfer request (decision 118); the link is the team page.
  team_transfer_refused: {
    subject: '{{association_name}}: your transfer of {{company_name}} was not approved',
    body: [
      'Dear {{person_name}},',
      '{{association_name}} has not approved your request to make {{new_holder_name}} the account holder of {{company_name}}. You remain the account holder.',
      'Reason: {{reason}}',
      'Your company’s team: {{team_url}}',
    ].join('\n\n'),
    links: ['team_url'],
  },
  test_message: {
    subject: '{{association_name}}: test email',
    body: [
      'Dear {{staff_name}},',
      'This is the test email you sent from the Getting started page of the back office. Email works: applicants, proposers and members get their messages the same way.',
    ].join('\n\n'),
    links: [],
  },
  // The reports' monthly summary to the staff an admin chose (issue #31); figures already in words.
  report_summary: {
    subject: '{{association_name}}: {{month_name}} in figures',
    body: [
      'Dear {{staff_name}},',
      'Members at the end of {{month_name}}: {{members}} ({{members_change}} on the month before).',
      'Renewals: {{renewals}}',
      'Income: {{income}}',
      'Applications in review: {{applications}}',
      'The reports, with charts and downloads: {{reports_url}}',
    ].join('\n\n'),
    links: ['reports_url'],
  },
};
