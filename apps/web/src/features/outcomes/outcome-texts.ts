// What each outcome page explains beyond the spec's heading and lead: why, and what to do next. The
// spec gives only the headings (and two leads); the rest is ours (GOV.UK: say what happened, why,
// and what the person can do now).

export const OUTCOME_TEXTS = {
  paymentReceived: {
    why: 'The fee for this application or renewal has already been paid, so there is nothing more to pay on this link.',
    next: 'Go to Home to see your membership. The receipt (a GST tax invoice) is emailed to you after each payment.',
  },
  paymentExpired: {
    why: 'A payment link works for a limited time after the application is approved, and this one is past its date. Nothing was charged.',
    next: 'Ask the association for a new payment link, then pay from the new email.',
  },
  applicationCancelled: {
    why: "The association's staff cancelled this application; the reason was emailed to you. A cancelled application can no longer be changed or paid for.",
    next: 'If you think this is a mistake, contact the association. You may also start a new application.',
  },
  detailsUpdated: {
    why: 'Your changes were saved to your membership record.',
    next: 'Go to Home to continue, for example to renew your membership.',
  },
  detailsAlreadyRecorded: {
    why: 'Your details are already on record and no update is asked of you at the moment, so there is nothing to change on this page.',
    next: 'Go to Home to continue. If something in your details is wrong, contact the association.',
  },
  paymentSuccess: {
    why: 'Your payment was received and recorded against your membership.',
    next: 'Download the receipt (a GST tax invoice) below; it is also emailed to you. Go to Home to see your membership.',
  },
  nothingToPay: {
    heading: 'Nothing to pay',
    lead: 'There is nothing to pay on this page at the moment.',
    why: 'An application can be paid for only once it is approved, and a membership can be renewed only from 60 days before its expiry to 90 days after it.',
    next: 'Go to Home to see where your application or membership stands. If you expected to pay, contact the association.',
  },
  renewalNotOpen: {
    heading: (date: string) => `Renewal opens on ${date}`,
    lead: 'Your membership is not due for renewal yet, so nothing was charged.',
    why: 'A membership can be renewed from 60 days before its expiry to 90 days after it.',
    next: 'Come back on or after that date, from your plan status page or from the reminder we email you.',
  },
  orderNotFound: {
    heading: 'We cannot show this payment',
    lead: 'There is no completed payment with this reference for your account.',
    why: 'The reference may be mistyped, belong to another account, or the payment may not have gone through (a declined or abandoned payment is not charged).',
    next: 'Go to Home to see your membership and pay from there if it is still due. If money left your account, contact the association with the reference.',
  },
} as const;
