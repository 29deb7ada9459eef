// Every staff route that takes a date refuses one outside 1900-01-01..2100-12-31 with a 400 that names
// the field, where it enters (issue #25): year 0000 used to reach PostgreSQL, which has no year 0, and
// answer a 500 or a cut-off download. The bounds themselves pass validation.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { staffBearer } from '../../../test/support/tokens';

const t = useTestApp();

const OUT_OF_RANGE = ['0000-01-01', '9999-12-31', '1899-12-31', '2101-01-01'];
const BOUNDS = ['1900-01-01', '2100-12-31'];

type Probe = {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  /** The request for a date in the given field. */
  request: (field: string, date: string) => { url: string; payload?: Record<string, unknown> };
  fields: string[];
  /** The in-range dates the route takes; a date that must not be in the future takes only the lower bound. */
  bounds?: string[];
};

/** A query-string route whose other date gets a value that keeps the pair in order. */
function queryProbe(url: string, from: string, to: string): Probe {
  return {
    name: url,
    method: 'GET',
    fields: [from, to],
    request: (field, date) => {
      const other = field === from ? to : from;
      // The other end of the range: the same date, so the pair is in order and within a period.
      return { url: `${url}?${field}=${date}&${other}=${date}` };
    },
  };
}

const PROBES: Probe[] = [
  queryProbe('/api/staff/applications', 'from', 'to'),
  queryProbe('/api/staff/export/applications.csv', 'from', 'to'),
  queryProbe('/api/staff/export/payments.csv', 'from', 'to'),
  queryProbe('/api/staff/audit', 'from', 'to'),
  queryProbe('/api/staff/export/audit.csv', 'from', 'to'),
  queryProbe('/api/staff/export/audit.xlsx', 'from', 'to'),
  queryProbe('/api/staff/invoices', 'from', 'to'),
  queryProbe('/api/staff/invoices/totals', 'from', 'to'),
  queryProbe('/api/staff/export/gst.csv', 'from', 'to'),
  queryProbe('/api/staff/export/gst.xlsx', 'from', 'to'),
  {
    name: 'POST /api/staff/coupons',
    method: 'POST',
    fields: ['valid_from', 'valid_until'],
    request: (field, date) => ({
      url: '/api/staff/coupons',
      payload: {
        code: `DATE${date.replace(/-/g, '')}${field.length}`,
        kind: 'percent',
        value: 10,
        valid_from: date,
        valid_until: date,
        [field]: date,
      },
    }),
  },
  {
    name: 'PATCH /api/staff/coupons/:id',
    method: 'PATCH',
    fields: ['valid_from', 'valid_until'],
    request: (field, date) => ({ url: '/api/staff/coupons/1', payload: { [field]: date } }),
  },
  {
    name: 'POST /api/staff/applications/:id/offline-payments',
    method: 'POST',
    fields: ['received_on'],
    // Money cannot arrive in the future: the upper bound is today (decision 081).
    bounds: ['1900-01-01'],
    request: (field, date) => ({
      url: '/api/staff/applications/999999/offline-payments',
      payload: {
        purpose: 'register',
        amount: 100,
        method: 'cheque',
        reference: 'CHQ-1',
        [field]: date,
      },
    }),
  },
  {
    name: 'POST /api/staff/payments/:id/refunds',
    method: 'POST',
    fields: ['shorten_to'],
    request: (field, date) => ({
      url: '/api/staff/payments/999999/refunds',
      payload: { amount: 1, reason: 'Test', membership_effect: 'shorten', [field]: date },
    }),
  },
  {
    name: 'POST /api/staff/payments/:id/reverse',
    method: 'POST',
    fields: ['shorten_to'],
    request: (field, date) => ({
      url: '/api/staff/payments/999999/reverse',
      payload: { reason: 'Test', membership_effect: 'shorten', [field]: date },
    }),
  },
];

async function send(probe: Probe, field: string, date: string) {
  const { url, payload } = probe.request(field, date);
  const response = await t.app.inject({
    method: probe.method,
    url,
    ...(payload ? { payload } : {}),
    headers: await staffBearer(t.app, t.db, 'admin@example.com'),
  });
  const json = String(response.headers['content-type']).startsWith('application/json')
    ? response.json<{ message?: string; errors?: Record<string, string> }>()
    : {};
  return { status: response.statusCode, json };
}

describe('dates outside 1900-2100', () => {
  it.each(PROBES.map((probe) => [probe.name, probe] as const))(
    '%s refuses them with a 400 naming the field and takes the bounds',
    async (_name, probe) => {
      for (const field of probe.fields) {
        for (const date of OUT_OF_RANGE) {
          const { status, json } = await send(probe, field, date);
          expect(status, `${field}=${date}`).toBe(400);
          expect(json.errors?.[field], `${field}=${date}`).toBe(
            `${field} must be a date from 1900-01-01 to 2100-12-31`,
          );
        }
        for (const date of probe.bounds ?? BOUNDS) {
          const { status, json } = await send(probe, field, date);
          // A query answers in full; a body goes on to its other checks (the ids here name nothing).
          if (probe.method === 'GET') expect(status, `${field}=${date}`).toBe(200);
          else expect(status, `${field}=${date}`).toBeLessThan(500);
          expect(json.errors?.[field], `${field}=${date}`).toBeUndefined();
        }
      }
    },
  );
});
