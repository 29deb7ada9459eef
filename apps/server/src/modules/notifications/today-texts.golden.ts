// Today's messages as the hand-written templates produced them before the templates could be edited,
// captured once (the sign-off since names the association, issue #16): the default templates must
// render exactly these subjects and texts (the text part
// then carries the association's footer; the HTML is the association's layout, tested in email/).
export const TODAY_TEXTS = {
  reviewSubmitted: {
    subject: 'New membership application PA-000042 to review',
    text: 'Dear Ravi,\n\nA new membership application has been submitted and waits for your review.\n\nApplication PA-000042: Asha & Sons "Events" (Star, North zone), applicant Asha <Rao>. Stage: Zone manager.\n\nOpen the back office: https://p.example/staff\n\nMembership team, Association of Event Businesses',
  },
  reviewResubmitted: {
    subject: 'Application PA-000042 was resubmitted with the requested changes',
    text: 'Dear Ravi,\n\nThe applicant has made the changes you asked for and resubmitted the application.\n\nApplication PA-000042: Asha <Rao> (Star), applicant Asha <Rao>. Stage: Accounts.\n\nOpen the back office: https://p.example/staff\n\nMembership team, Association of Event Businesses',
  },
  reviewAdvanced: {
    subject: 'Application PA-000042 is ready for governing body',
    text: 'Dear Ravi,\n\nAn application has passed the previous review step and waits for you.\n\nApplication PA-000042: Asha & Sons "Events" (Star, North zone), applicant Asha <Rao>. Stage: Governing body.\n\nOpen the back office: https://p.example/staff\n\nMembership team, Association of Event Businesses',
  },
  reference: {
    subject: 'Reference request: Asha & Sons "Events" named you as proposer',
    text: 'Dear Meera,\n\nAsha <Rao> of Asha & Sons "Events" has applied for Star membership (application PA-000042) and named you as proposer 2.\n\nPlease tell us whether you support this application: each link below opens a page that shows the application and asks you to confirm your answer. Your first confirmed answer is recorded.\n\nApprove the applicant: https://p.example/a\n\nReject the applicant: https://p.example/r\n\nThe links work until 05-Mar-2026. If you do not know the applicant, please choose Reject.\n\nMembership team, Association of Event Businesses',
  },
  changes: {
    subject: 'Changes needed on your membership application PA-000042',
    text: 'Dear Asha <Rao>,\n\nOur review team has looked at your membership application and needs some changes before it can continue.\n\n> Fix <b>PAN</b>\n> and proof\n\nPlease update:\n\n- PAN number\n- Address proof\n\nOpen your application, make the changes and submit it again. The review then continues where it stopped.\n\nUpdate your application: https://p.example/e\n\nMembership team, Association of Event Businesses',
  },
  rejected: {
    subject: 'Your membership application PA-000042 was not approved',
    text: 'Dear Asha <Rao>,\n\nWe are sorry to tell you that your application for Star membership was not approved.\n\nReason:\n\n> Not eligible\n> second line\n\nIf you have questions, please reply to this email.\n\nMembership team, Association of Event Businesses',
  },
  cancelled: {
    subject: 'Your membership application PA-000042 was cancelled',
    text: 'Dear Asha <Rao>,\n\nYour application for Star membership has been cancelled.\n\n> Duplicate\n\nIf you think this is a mistake, please reply to this email.\n\nMembership team, Association of Event Businesses',
  },
  approved: {
    subject: 'Your membership application PA-000042 is approved: complete your payment',
    text: 'Dear Asha <Rao>,\n\nGood news: your application for Star membership has been approved by the zone manager, the accounts department, both references and the governing body.\n\nPlease complete the payment to activate your membership.\n\nPay now: https://p.example/pay\n\nThis payment link works until 05-Mar-2026.\n\nMembership team, Association of Event Businesses',
  },
  changesSms:
    'Association of Event Businesses: changes are needed on your membership application PA-000042. Please check your email for details.',
  rejectedSms:
    'Association of Event Businesses: your membership application PA-000042 was not approved. Please check your email for details.',
  approvedSms:
    'Association of Event Businesses: your membership application PA-000042 is approved. Please pay by 05-Mar-2026 using the link in your email.',
};
