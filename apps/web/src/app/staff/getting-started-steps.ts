import type { GettingStartedStepKey } from '@portico/domain/contracts/getting-started.contract';

export type StepText = { label: string; hint: string; to: string };

/** What each step asks and the screen that does it, in the order the server answers them. */
export const STEP_TEXTS: Record<GettingStartedStepKey, StepText> = {
  association_details: {
    label: 'Save the association’s details and GST number',
    hint: 'Name, address, GSTIN and numbering, as invoices print them.',
    to: '/staff/settings',
  },
  logo: {
    label: 'Upload the logo',
    hint: 'Shown on every page and email.',
    to: '/staff/settings',
  },
  categories: {
    label: 'Check the membership categories and fees',
    hint: 'Done once a category has been added or changed.',
    to: '/staff/categories',
  },
  staff: {
    label: 'Invite the other staff',
    hint: 'Zone managers, accounts and the governing body review applications. Each gets an email.',
    to: '/staff/staff',
  },
  register: {
    label: 'Import the register of members',
    hint: 'Or, until it is in, ask fewer than two proposers in Settings.',
    to: '/staff/members/import',
  },
  messages: {
    label: 'Send yourself a test email, SMS and WhatsApp',
    hint: 'Done once a test on each channel that is set up has been delivered.',
    to: '/staff/getting-started#test-messages',
  },
  payment: {
    label: 'Make a test payment',
    hint: '₹1 plus GST through the payment provider, refunded from the same screen.',
    to: '/staff/getting-started#test-payment',
  },
};
