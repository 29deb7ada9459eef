// The Tally ledgers in Settings (decision 079): the defaults until saved, saved and audited with the
// other fields, kept by a save that does not send them, and checked (one line, not blank).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@portico/domain/contracts/settings.contract';
import { DEFAULT_TALLY_LEDGERS } from '@portico/domain/tally';
import { KARNATAKA_SETTINGS } from '../../../test/support/association-settings';
import { useTestApp } from '../../../test/support/app';
import { staffBearer } from '../../../test/support/tokens';
import { auditLog } from '../../db/schema';

const t = useTestApp();

async function call(method: 'GET' | 'PUT', payload?: object) {
  const response = await t.app.inject({
    method,
    url: '/api/staff/settings',
    headers: await staffBearer(t.app, t.db, 'admin@example.com'),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const LEDGERS = {
  sales: 'Subscriptions',
  cgst: 'CGST Payable',
  sgst: 'SGST Payable',
  igst: 'IGST Payable',
  round_off: 'Rounding',
  bank: 'HDFC Current A/c',
  tds_receivable: 'TDS Receivable FY',
  bank_charges: 'Bank Charges Paid',
};

describe('Tally ledgers in Settings', () => {
  it('answers the defaults, saves and audits new names, and keeps them when a save sends none', async () => {
    const first = await call('GET');
    expect((first.body.data as Record<string, unknown>).tally_ledgers).toEqual(
      DEFAULT_TALLY_LEDGERS,
    );

    const saved = await call('PUT', { ...KARNATAKA_SETTINGS, tally_ledgers: LEDGERS, version: 0 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body.data as Record<string, unknown>).tally_ledgers).toEqual(LEDGERS);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.association_updated'));
    expect(JSON.stringify(audit)).toContain('HDFC Current A/c');

    const again = await call('PUT', { ...KARNATAKA_SETTINGS, version: 1 });
    expect(again.status).toBe(200);
    expect(((await call('GET')).body.data as Record<string, unknown>).tally_ledgers).toEqual(
      LEDGERS,
    );
  });

  it('refuses a blank name or one with a line break', async () => {
    for (const bad of ['  ', 'Bank\nAccount', 'x'.repeat(101)]) {
      const response = await call('PUT', {
        ...KARNATAKA_SETTINGS,
        tally_ledgers: { ...LEDGERS, bank: bad },
        version: 0,
      });
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain(SETTINGS_MESSAGES.tallyLedger);
    }
  });
});
