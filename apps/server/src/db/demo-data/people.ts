// The demo members and staff of the API contract. Dates are relative to `now`, so the member-area
// cases (inside or beyond the renewal window) stay true whenever the seed runs.
import { addDays, addMonths } from 'date-fns';
import { ZONES_AND_STATES } from '../reference-data';
import type { ManualFlag, StaffRole, ZoneCode } from '../schema';
import type { StandardCategoryName } from '../standard-categories';

export type CategoryName = StandardCategoryName;

export type DemoMember = {
  key: string;
  email: string;
  mobile: string;
  name: string;
  company: string;
  category: CategoryName;
  zone: ZoneCode;
  state: string;
  gst: string;
  pan: string;
  /** Membership expiry relative to now. */
  expiry: (now: Date) => Date;
  manual?: ManualFlag;
  documentsLink?: string;
};

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    key: 'member1',
    email: 'member1@example.com',
    mobile: '9800000001',
    name: 'Aarav Mehta',
    company: 'Mehta Events Pvt Ltd',
    category: 'Gold',
    zone: 'north',
    state: 'Delhi',
    gst: '07AABCM1234A1Z9',
    pan: 'AABCM1234A',
    expiry: (now) => addMonths(now, 10),
  },
  {
    key: 'member2',
    email: 'member2@example.com',
    mobile: '9800000002',
    name: 'Priya Nair',
    company: 'Nair Entertainment LLP',
    category: 'Silver',
    zone: 'south',
    state: 'Kerala',
    gst: '32AAFFN5678B1ZF',
    pan: 'AAFFN5678B',
    expiry: (now) => addMonths(now, 6),
  },
  {
    key: 'active',
    email: 'active@example.com',
    mobile: '9800000011',
    name: 'Rohan Kapoor',
    company: 'Kapoor Live Pvt Ltd',
    category: 'Gold',
    zone: 'west',
    state: 'Maharashtra',
    gst: '27AABCK2345C1ZZ',
    pan: 'AABCK2345C',
    expiry: (now) => addMonths(now, 8),
  },
  {
    key: 'renew',
    email: 'renew@example.com',
    mobile: '9800000012',
    name: 'Sneha Iyer',
    company: 'Iyer Weddings Pvt Ltd',
    category: 'Silver',
    zone: 'south',
    state: 'Karnataka',
    gst: '29AABCI3456D1ZP',
    pan: 'AABCI3456D',
    expiry: (now) => addDays(now, 20),
  },
  {
    key: 'lapsed',
    email: 'lapsed@example.com',
    mobile: '9800000013',
    name: 'Vikram Singh',
    company: 'Singh Sound and Light Pvt Ltd',
    category: 'Gold',
    zone: 'north',
    state: 'Punjab',
    gst: '03AABCS4567E1ZL',
    pan: 'AABCS4567E',
    expiry: (now) => addDays(now, -30),
  },
  {
    key: 'revive',
    email: 'revive@example.com',
    mobile: '9800000014',
    name: 'Anjali Das',
    company: 'Das Festivals Pvt Ltd',
    category: 'Silver',
    zone: 'east',
    state: 'West Bengal',
    gst: '19AABCD5678F1ZF',
    pan: 'AABCD5678F',
    expiry: (now) => addDays(now, -200),
  },
  {
    key: 'platinum',
    email: 'platinum@example.com',
    mobile: '9800000015',
    name: 'Karan Malhotra',
    company: 'Malhotra Productions Ltd',
    category: 'Platinum',
    zone: 'west',
    state: 'Gujarat',
    gst: '24AABCM6789G1Z7',
    pan: 'AABCM6789G',
    expiry: (now) => addMonths(now, 5),
  },
  {
    key: 'manual',
    email: 'manual@example.com',
    mobile: '9800000016',
    name: 'Meera Joshi',
    company: 'Joshi Exhibitions Pvt Ltd',
    category: 'Gold',
    zone: 'east',
    state: 'Odisha',
    gst: '21AABCJ7890H1ZI',
    pan: 'AABCJ7890H',
    expiry: (now) => addDays(now, -10),
    manual: 1,
    documentsLink: 'https://example.com/documents/joshi-exhibitions.pdf',
  },
];

export const DEMO_STAFF: ReadonlyArray<{
  email: string;
  name: string;
  roles: ReadonlyArray<{ role: StaffRole; zone?: ZoneCode }>;
}> = [
  { email: 'admin@example.com', name: 'Portal Admin', roles: [{ role: 'admin' }] },
  { email: 'office@example.com', name: 'Office Desk', roles: [{ role: 'office' }] },
  ...ZONES_AND_STATES.map((zone) => ({
    email: `zm.${zone.code}@example.com`,
    name: `${zone.name} Zone Manager`,
    roles: [{ role: 'zone_manager' as const, zone: zone.code }],
  })),
  { email: 'accounts@example.com', name: 'Accounts Team', roles: [{ role: 'accounts' }] },
  { email: 'gb1@example.com', name: 'Governing Body One', roles: [{ role: 'governing_body' }] },
  { email: 'gb2@example.com', name: 'Governing Body Two', roles: [{ role: 'governing_body' }] },
];

export const DEMO_DESCRIPTION =
  'A long-standing member company organising concerts, weddings, exhibitions and corporate events.';
