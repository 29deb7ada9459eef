/** An association's settings as an admin saves them (PUT /api/staff/settings, without `version`). */
export const KARNATAKA_SETTINGS = {
  name: 'Event Makers Association of Karnataka',
  short_name: 'EMAK',
  address: '5 MG Road, Bengaluru 560001, Karnataka',
  gstin: '29AABCE1234B1Z9',
  state: 'Karnataka',
  email: 'help@emak.example.org',
  phone: '+91 80 1234 5678',
  invoice_prefix: 'EMK',
  member_number_prefix: 'EMK/',
  sac_code: '999599',
  code_length: 4,
  gst_rate: 18,
};
