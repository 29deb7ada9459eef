// The answers of the membership form's saves that callers (routes, tests) name.
export const SAVE_MESSAGES = {
  basicDetails: 'Basic details saved',
  directors: 'Director details saved',
  proposers: 'Membership details saved',
  otherDetails: 'Other details saved',
  submitted: 'Application submitted successfully',
} as const;

export const ALREADY_APPLIED =
  'An application with this email or mobile number has already been submitted. Please log in to continue.';
export const ALREADY_SUBMITTED =
  'This application has already been submitted and can no longer be changed.';
