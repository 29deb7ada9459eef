// The emails of the member's data requests (decision 045), in the shape of message-templates.ts's
// definitions (which lists them after its own).
const SIGN_OFF = 'Membership team, {{association_name}}';
const MEMBER = { name: 'member_name', description: "The member's name", sample: 'Asha Rao' };

export const PRIVACY_TEMPLATE_DEFINITIONS = [
  {
    kind: 'data_request_completed_email',
    channel: 'email',
    label: 'Data request completed (email to the member)',
    variables: [
      MEMBER,
      {
        name: 'request',
        description: 'What was asked',
        sample: 'correction of your personal data',
      },
    ],
    defaultSubject: 'Your request is done',
    defaultBody: [
      'Dear {{member_name}},',
      'We have completed your request for {{request}}.',
      'If you have any questions, please reply to this email.',
      SIGN_OFF,
    ].join('\n\n'),
  },
  {
    kind: 'data_request_refused_email',
    channel: 'email',
    label: 'Data request refused (email to the member)',
    variables: [
      MEMBER,
      { name: 'request', description: 'What was asked', sample: 'erasure of your personal data' },
      { name: 'reason', description: 'Why it was refused', sample: 'Your membership is current.' },
    ],
    defaultSubject: 'About your request',
    defaultBody: [
      'Dear {{member_name}},',
      'We could not complete your request for {{request}}.',
      '> {{reason}}',
      'If you disagree, please reply to this email; you may also complain to the Data Protection Board of India.',
      SIGN_OFF,
    ].join('\n\n'),
  },
] as const;
