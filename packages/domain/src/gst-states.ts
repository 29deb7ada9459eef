// GST state codes (the first two digits of a GSTIN), by the state and union-territory names the
// portal's state list uses. A tax invoice names the place of supply by name and code.

const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** The two-digit GST code of a state or union territory, or null for a name not in the list. */
export function gstStateCode(stateName: string | null | undefined): string | null {
  if (!stateName) return null;
  return GST_STATE_CODES[stateName.trim()] ?? null;
}

const STATE_NAMES_BY_CODE: ReadonlyMap<string, string> = new Map(
  Object.entries(GST_STATE_CODES).map(([name, code]) => [code, name]),
);

/** The state or union territory a two-digit GST code stands for, or null for an unknown code. */
export function gstStateName(stateCode: string | null | undefined): string | null {
  if (!stateCode) return null;
  return STATE_NAMES_BY_CODE.get(stateCode.trim()) ?? null;
}

/** The names of the states and union territories, in the order of their GST codes. */
export function gstStateNames(): string[] {
  return Object.keys(GST_STATE_CODES);
}
