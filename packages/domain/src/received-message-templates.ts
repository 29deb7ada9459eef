// The applicant's acknowledgement of a first submission (issue #29), in the shape of
// message-templates.ts's definitions. It promises no duration (decision 087): the admin may add one.
import { templateVariable as v, type MessageTemplateDefinition } from './template-definition';

export const RECEIVED_TEMPLATE_DEFINITIONS: readonly MessageTemplateDefinition[] = [
  {
    kind: 'application_received_email',
    channel: 'email',
    label: 'Application received (email to the applicant)',
    variables: [
      v('applicant_name', "The applicant's name", 'Asha Rao'),
      v('app_id', 'The application number', 'PA-000042'),
      v('category', 'The membership category', 'Star'),
      v(
        'steps',
        'The review steps of this application, one a line',
        'Your zone manager\nOur accounts team\nReferences from your proposers\nThe governing body',
      ),
      v('link', 'The address to follow the application', 'https://portal.example/review', true),
    ],
    defaultSubject: 'We have received your membership application {{app_id}}',
    defaultBody: [
      'Dear {{applicant_name}},',
      'Thank you for applying for {{category}} membership. Your application number is {{app_id}}: please quote it when you write to us.',
      'What happens next: your application is reviewed in these steps, one after the other.',
      '- {{steps}}',
      'We email you if we need any changes, and when your application is approved, with a link to pay the membership fee.',
      'Follow your application: {{link}}',
      'Membership team, {{association_name}}',
    ].join('\n\n'),
  },
  {
    kind: 'application_received_sms',
    channel: 'sms',
    label: 'Application received (SMS to the applicant; sent only when its DLT template is set)',
    defaultSubject: null,
    variables: [v('app_id', 'The application number', 'PA-000042')],
    defaultBody:
      '{{association_name}}: we have received your membership application {{app_id}}. We will email you at each step of the review.',
  },
];
