// The one-time code and renewal reminder messages as the code wrote them before they became templates
// (decision 046): the default templates must render exactly these subjects and texts (the text part
// then carries the association's footer).
const LINK = 'https://p.example/renew-checkout-revive/NDI=?h=1&t=x&type=renew';

export const CODE_REMINDER_TEXTS = {
  verificationEmail: {
    subject: 'Your verification code for Association of Event Businesses',
    text: 'Your verification code is 482913. It expires in 10 minutes.\n\nIf you did not ask for it, you can ignore this email.',
  },
  loginEmail: {
    subject: 'Your login code for Association of Event Businesses',
    text: 'Your login code is 482913. It expires in 10 minutes.\n\nIf you did not ask for it, you can ignore this email.',
  },
  staffEmail: {
    subject: 'Your staff sign-in code for Association of Event Businesses',
    text: 'Your staff sign-in code is 482913. It expires in 10 minutes.\n\nIf you did not ask for it, you can ignore this email.',
  },
  verificationSms:
    'Your Association of Event Businesses verification code is 482913. It expires in 10 minutes.',
  loginSms: 'Your Association of Event Businesses login code is 482913. It expires in 10 minutes.',
  reminderEmail: {
    subject: 'Your membership ends in 28 days',
    text: `Dear Asha <Rao>,\n\nYour membership ends on 30-06-2026. Renew it now to keep your benefits without a break.\n\nRenew your membership: ${LINK}\n\nMember number: PM-000042`,
  },
  reminderTomorrowEmail: {
    subject: 'Your membership ends tomorrow',
    text: `Dear Asha <Rao>,\n\nYour membership ends on 30-06-2026. Renew it now to keep your benefits without a break.\n\nRenew your membership: ${LINK}\n\nMember number: PM-000042`,
  },
  expiredEmail: {
    subject: 'Your membership has expired',
    text: `Dear Asha <Rao>,\n\nYour membership ended on 30-06-2026. You can still renew it until 28-09-2026.\n\nRenew your membership: ${LINK}\n\nMember number: PM-000042`,
  },
  reminderSms: `Your Association of Event Businesses membership ends in 28 days. Renew: ${LINK}`,
  expiredSms: `Your Association of Event Businesses membership has expired. Renew: ${LINK}`,
};
