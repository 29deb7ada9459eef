import type { EmailBrand } from '../../src/lib/email/email-brand';

/** An association as the emails show it (unit tests of the email builders). */
export const TEST_BRAND: EmailBrand = {
  name: 'Association of Event Businesses',
  address: '12 Marine Drive\nMumbai 400001',
  email: 'office@aeb.example',
  phone: '+91 22 5555 0101',
  gstin: '27AAAAA0000A1Z5',
  logoUrl: 'https://p.example/api/association/logo?v=logo-1',
  publicUrl: 'https://p.example',
};
