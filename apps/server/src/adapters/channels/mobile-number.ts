/**
 * A mobile number as digits with its country code: India's 91 before a bare 10-digit number (the form
 * stores the digits as typed). WhatsApp needs the country code; Indian SMS gateways take either form.
 */
export function internationalMobile(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}
