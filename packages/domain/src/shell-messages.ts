// The texts of the application shell: what the first page (layout, step flow, Select membership)
// shows. Kept apart from MESSAGES, which includes them, because an object's properties cannot be
// tree-shaken: importing MESSAGES puts every text of both specifications into the first page's
// JavaScript (the bundle budget), while this module stays small.

export const SHELL_MESSAGES = {
  // ── Generic ──────────────────────────────────────────────────────────────────────────────
  somethingWentWrong: 'Something went wrong',
  unexpectedApplicationError: 'Unexpected Application Error!',
  back: 'Back',
  next: 'Next',
  continue: 'Continue',
  submit: 'Submit',
  saveAsDraft: 'Save as Draft',
  verify: 'Verify',
  yes: 'Yes',
  no: 'No',
  goToHome: 'Go to Home',
  tryAgain: 'Try again',
  // The error screen (ours: the spec names only its heading).
  pageFailedToLoad:
    'This page could not be loaded. Check your connection and try again. If it keeps happening, go to the home page.',
  pageTookTooLong: 'This page took too long to load. Check your connection and try again.',

  // ── Layout and step flow ─────────────────────────────────────────────────────────────────
  stepsCompleted: 'Steps Completed',
  logOut: 'Log Out',

  // ── Select membership ────────────────────────────────────────────────────────────────────
  selectMembershipHeading: 'Select the type of membership',
  joiningFee: 'Joining fee',
  annualFees: 'Annual Fees',
  pricesExcludingGst: '*Prices are excluding GST',
  eligibility: 'Eligibility',
  eligibilityConfirm: 'I confirm that I am eligible to apply for this membership category.',
} as const;
