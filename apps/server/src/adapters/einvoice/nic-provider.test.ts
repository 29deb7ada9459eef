// The NIC client against a stand-in that follows NIC's published e-invoice API: authentication with
// the RSA-encrypted login and the Sek, generate, duplicate, get by document, cancel and its codes.
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildInv01, type EInvoiceSource } from '../../lib/einvoice/inv01';
import { expectValidInv01 } from '../../../test/support/inv01-schema';
import {
  startNicStandIn,
  STAND_IN_CREDENTIALS,
  type NicStandIn,
} from '../../../test/support/nic-irp-stand-in';
import { irnOf } from './irn';
import { IrpRefusedError, IrpUnavailableError, registerDocument } from './irp-provider';
import { createNicIrpProvider } from './nic-provider';
import { qrFactsOfJwt } from './signed-qr';

const GSTIN = '29AAAAP0267H1ZN';
let standIn: NicStandIn;

beforeAll(async () => {
  standIn = await startNicStandIn(GSTIN);
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => {
  standIn.down = false;
  standIn.now = () => new Date();
});

function client(overrides: Partial<typeof STAND_IN_CREDENTIALS> = {}) {
  return createNicIrpProvider({
    baseUrl: standIn.url,
    gstin: GSTIN,
    publicKeyPem: standIn.publicKeyPem,
    ...STAND_IN_CREDENTIALS,
    ...overrides,
  });
}

let serial = 0;
function invoice(): EInvoiceSource {
  serial += 1;
  return {
    type: 'INV',
    number: `PT/2627/${String(serial).padStart(6, '0')}`,
    date: new Date('2026-11-28T06:00:00Z'),
    seller: {
      gstin: GSTIN,
      name: 'Portico Trade Association',
      addressLines: ['12 MG Road'],
      city: 'Bengaluru',
      pin: '560001',
      stateCode: '29',
    },
    buyer: {
      gstin: '27AAPFU0939F1ZV',
      name: 'Acme Widgets Pvt Ltd',
      addressLines: ['Plot 4, MIDC'],
      city: 'Mumbai',
      pin: '400093',
      stateCode: '27',
    },
    placeOfSupplyCode: '27',
    description: 'Gold – Membership renewal',
    sacCode: '999511',
    lines: [{ amountPaise: 1_000_000 }],
    taxablePaise: 1_000_000,
    tax: { kind: 'inter-state', igstPaise: 180_000 },
    gstRateBasisPoints: 1800,
    roundOffPaise: 0,
    totalPaise: 1_180_000,
  };
}

describe('the NIC e-invoice client', () => {
  it('authenticates, registers an invoice and reads back the IRN, acknowledgement and signed QR', async () => {
    const document = buildInv01(invoice());
    const registration = await client().generate(document);

    expect(registration.irn).toBe(irnOf(GSTIN, '28/11/2026', 'INV', document.DocDtls.No));
    expect(registration.ackNo).toMatch(/^\d{15}$/);
    expect(registration.ackDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect(
      jwtVerify(registration.signedQrCode, standIn.signingPublicKey),
    ).resolves.toBeTruthy();
    expect(qrFactsOfJwt(registration.signedQrCode)).toMatchObject({
      SellerGstin: GSTIN,
      DocNo: document.DocDtls.No,
      Irn: registration.irn,
      TotInvVal: 11800,
    });
    // What reached the IRP, decrypted with the Sek, is the INV-01 JSON and it validates.
    const received = standIn.received.at(-1);
    expect(received?.document).toEqual(document);
    expectValidInv01(received?.document);
  });

  it('refuses a second registration with 2150 and finds the first by its document details', async () => {
    const document = buildInv01(invoice());
    const irp = client();
    const first = await irp.generate(document);

    const duplicate = await irp.generate(document).catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(IrpRefusedError);
    expect((duplicate as IrpRefusedError).has('2150')).toBe(true);

    await expect(registerDocument(irp, document)).resolves.toEqual(first);
    await expect(
      irp.byDocument({ type: 'INV', number: document.DocDtls.No, date: document.DocDtls.Dt }),
    ).resolves.toEqual(first);
    await expect(
      irp.byDocument({ type: 'INV', number: 'PT/2627/999999', date: '28/11/2026' }),
    ).resolves.toBeNull();
  });

  it('cancels an IRN within 24 hours, once, and not after', async () => {
    const irp = client();
    const early = await irp.generate(buildInv01(invoice()));
    const cancelled = await irp.cancel(early.irn, '2', 'Data entry mistake');
    expect(cancelled.cancelDate).toMatch(/^\d{4}-\d{2}-\d{2} /);
    await expect(irp.cancel(early.irn, '2', 'again')).rejects.toThrow(/9999/);

    const late = await irp.generate(buildInv01(invoice()));
    standIn.now = () => new Date(Date.now() + 25 * 3600 * 1000);
    await expect(irp.cancel(late.irn, '1', 'Duplicate')).rejects.toThrow(/2270/);
  });

  it('renews its session when the IRP forgets the token (1005)', async () => {
    const irp = client();
    await irp.generate(buildInv01(invoice()));
    standIn.expireSessions();
    await expect(irp.generate(buildInv01(invoice()))).resolves.toHaveProperty('irn');
    expect(standIn.calls.some((c) => c.codes.includes('1005'))).toBe(true);
  });

  it('says why a wrong login is refused (108), and tells an IRP that is down from a refusal', async () => {
    await expect(client({ password: 'wrong' }).generate(buildInv01(invoice()))).rejects.toThrow(
      /108: Invalid login credentials/,
    );
    standIn.down = true;
    await expect(client().generate(buildInv01(invoice()))).rejects.toBeInstanceOf(
      IrpUnavailableError,
    );
    const unreachable = createNicIrpProvider({
      baseUrl: 'http://127.0.0.1:9',
      gstin: GSTIN,
      publicKeyPem: standIn.publicKeyPem,
      ...STAND_IN_CREDENTIALS,
    });
    await expect(unreachable.generate(buildInv01(invoice()))).rejects.toBeInstanceOf(
      IrpUnavailableError,
    );
  });

  it('every document the stand-in received validated against INV-01', () => {
    expect(standIn.received.length).toBeGreaterThan(0);
    for (const { schemaErrors } of standIn.received) expect(schemaErrors).toEqual([]);
  });
});
