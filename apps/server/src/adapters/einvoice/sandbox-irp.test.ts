import { describe, expect, it } from 'vitest';
import { buildInv01 } from '../../lib/einvoice/inv01';
import { irnOf } from './irn';
import { registerDocument } from './irp-provider';
import { createSandboxIrp } from './sandbox-irp';
import { qrFactsOfJwt } from './signed-qr';

const source = {
  type: 'INV' as const,
  number: 'PT/2627/000001',
  date: new Date('2026-11-28T06:00:00Z'),
  seller: {
    gstin: '29AAAAP0267H1ZN',
    name: 'Portico Trade Association',
    addressLines: ['12 MG Road'],
    city: 'Bengaluru',
    pin: '560001',
    stateCode: '29',
  },
  buyer: {
    gstin: '29AAGCB7383J1Z4',
    name: 'Bengaluru Tools LLP',
    addressLines: ['4 Residency Road'],
    city: 'Bengaluru',
    pin: null,
    stateCode: '29',
  },
  placeOfSupplyCode: '29',
  description: 'Silver – Registration',
  sacCode: '999511',
  lines: [{ amountPaise: 500_000 }],
  taxablePaise: 500_000,
  tax: { kind: 'intra-state' as const, cgstPaise: 45_000, sgstPaise: 45_000 },
  gstRateBasisPoints: 1800,
  roundOffPaise: 0,
  totalPaise: 590_000,
};

describe('the sandbox IRP', () => {
  it('registers like NIC: the IRN of GSTIN, year, type and number; a duplicate found by document', async () => {
    let now = new Date('2026-11-28T07:00:00Z');
    const irp = createSandboxIrp({ now: () => now });
    const document = buildInv01(source);
    const first = await irp.generate(document);
    expect(first.irn).toBe(irnOf('29AAAAP0267H1ZN', '28/11/2026', 'INV', 'PT/2627/000001'));
    expect(first.ackDate).toBe('2026-11-28 12:30:00');
    expect(qrFactsOfJwt(first.signedQrCode)).toMatchObject({
      DocNo: 'PT/2627/000001',
      Irn: first.irn,
    });
    await expect(irp.generate(document)).rejects.toThrow(/2150/);
    await expect(registerDocument(irp, document)).resolves.toEqual(first);

    now = new Date('2026-11-29T07:00:01Z');
    await expect(irp.cancel(first.irn, '2', 'late')).rejects.toThrow(/2270/);
  });
});
