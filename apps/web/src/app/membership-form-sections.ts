// The membership form's sections by the fields each shows, as the form and the API name them: the
// form hides a section that asks none of its fields, and a send-back lists the fields in its groups.

/** The basic details tab's Applicant section. */
export const APPLICANT_FIELDS = [
  'name',
  'email',
  'dob',
  'mobile_number',
  'primary_number',
  'zone',
  'state',
] as const;

/** The basic details tab's Company section. */
export const COMPANY_FIELDS = [
  'gst_number',
  'pan_number',
  'company_name',
  'registered_address',
  'registered_city',
  'registered_pin',
  'size_of_company',
  'org_type',
  'incorporation_date',
] as const;

/** The other details tab's "About your company". */
export const ABOUT_FIELDS = ['description', 'meta', 'linkedin', 'instagram', 'youtube'] as const;
