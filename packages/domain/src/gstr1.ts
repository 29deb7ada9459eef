// GSTR-1 (issue #28 item 4, decision 082): the return period a download covers, the B2C large
// threshold and the names the GST offline tool uses for places of supply.
import { gstStateName } from './gst-states';

export const GSTR1_FREQUENCY_VALUES = ['monthly', 'quarterly'] as const;
export type Gstr1Frequency = (typeof GSTR1_FREQUENCY_VALUES)[number];

/** A return period: its first and last calendar dates (India) and the portal's `fp`, 'MMYYYY'. */
export type Gstr1Period = { from: string; to: string; fp: string };

const pad = (value: number) => String(value).padStart(2, '0');

function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The period of a month ('YYYY-MM'): that month, or (quarterly, the QRMP scheme) the quarter of the
 * financial year that holds it (Apr–Jun, Jul–Sep, Oct–Dec, Jan–Mar), filed as its last month.
 */
export function gstr1PeriodOf(month: string, frequency: Gstr1Frequency = 'monthly'): Gstr1Period {
  const [year = 0, number = 0] = month.split('-').map(Number);
  const last = frequency === 'quarterly' ? Math.ceil(number / 3) * 3 : number;
  const first = frequency === 'quarterly' ? last - 2 : number;
  return {
    from: `${year}-${pad(first)}-01`,
    to: `${year}-${pad(last)}-${pad(lastDayOf(year, last))}`,
    fp: `${pad(last)}${year}`,
  };
}

/** B2C large ("b2cl") is an inter-state B2C invoice above ₹1,00,000 from 1 August 2024, before ₹2,50,000. */
export const B2CL_LIMIT_CHANGED_ON = '2024-08-01';

/** The invoice value above which an inter-state B2C invoice of that date (YYYY-MM-DD, India) is B2C large. */
export function b2clLimitPaise(invoiceDate: string): number {
  return invoiceDate >= B2CL_LIMIT_CHANGED_ON ? 10_000_000 : 25_000_000;
}

/**
 * Where the offline tool's list spells a state differently from the portal's state list (and ours):
 * with '&' for 'and', and its own 'Lakshdweep'.
 */
const TOOL_STATE_NAMES: Readonly<Record<string, string>> = {
  '01': 'Jammu & Kashmir',
  '26': 'Dadra & Nagar Haveli & Daman & Diu',
  '31': 'Lakshdweep',
  '35': 'Andaman & Nicobar Islands',
  '97': 'Other Territory',
};

/** The place of supply as the offline tool lists it: '29-Karnataka'. */
export function gstr1PlaceOfSupply(stateCode: string, stateName: string): string {
  return `${stateCode}-${TOOL_STATE_NAMES[stateCode] ?? gstStateName(stateCode) ?? stateName}`;
}
