// A stand-in for NIC's e-invoice API (the IRP, API v1.03 with authentication v1.04) as its published
// documentation describes it, served over HTTP on 127.0.0.1:
// - POST /eivital/v1.04/auth: headers client_id, client_secret, Gstin; body {Data}: the login JSON
//   {UserName, Password, AppKey, ForceRefreshAccessToken} in base64, RSA-encrypted (PKCS#1 v1.5)
//   with the IRP's public key. Answers {Status:1, Data:{ClientId, UserName, AuthToken, Sek,
//   TokenExpiry}}, the Sek (32 bytes) AES-256-ECB-encrypted with the AppKey; 108 for a wrong login.
// - POST /eicore/v1.03/Invoice, GET /eicore/v1.03/Invoice/irnbydocdetails, POST
//   /eicore/v1.03/Invoice/Cancel: headers client_id, client_secret, Gstin, user_name, AuthToken
//   (1005 "Invalid Token" otherwise); request and answer Data AES-256-ECB under the Sek.
// - Errors as {Status:0, ErrorDetails:[{ErrorCode, ErrorMessage}], InfoDtls}: 2150 Duplicate IRN
//   (with InfoDtls DUPIRN), 2148 IRN data not available, 2270 cancellation window passed, 9999
//   invoice not active. A document that fails the INV-01 schema is refused with the stand-in's own
//   code 'SCHEMA' (NIC answers such a document with one of its 2xxx/3xxx validation codes).
// The IRN is SHA-256 of GSTIN/FY/type/number; the SignedInvoice and SignedQRCode are RS256 JWTs
// under a key made for the test. `down` makes it answer 503, like an IRP under maintenance.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPair, type CryptoKey } from 'jose';
import forge from 'node-forge';
import { irnOf, nicTimestamp } from '../../src/adapters/einvoice/irn';
import { aesEcbDecrypt, aesEcbEncrypt } from '../../src/adapters/einvoice/nic-crypto';
import { qrFactsOf, signIrpJwt } from '../../src/adapters/einvoice/signed-qr';
import type { Inv01Document } from '../../src/lib/einvoice/inv01';
import { inv01Errors } from './inv01-schema';

export const STAND_IN_CREDENTIALS = {
  clientId: 'AAACP29TXPLSSTAND',
  clientSecret: 'stand-in-client-secret',
  username: 'portico_api',
  password: 'stand-in-password',
};

type Registered = {
  irn: string;
  ackNo: string;
  ackDate: string;
  signedInvoice: string;
  signedQrCode: string;
  registeredAt: number;
  cancelled: boolean;
};

export type NicStandIn = {
  url: string;
  gstin: string;
  publicKeyPem: string;
  /** The key that verifies its signed invoices and QR codes. */
  signingPublicKey: CryptoKey;
  /** Answer every request with 503 while true. */
  down: boolean;
  now: () => Date;
  /** Every INV-01 document received, decrypted, and what the schema said of it. */
  received: { document: unknown; schemaErrors: string[] }[];
  calls: { method: string; path: string; status: number; codes: string[] }[];
  registered: Map<string, Registered>;
  /** Forget every session: the next call with an old token gets 1005. */
  expireSessions(): void;
  close(): Promise<void>;
};

type Reply = { status: number; body: unknown };
const ok = (sek: Buffer, data: object): Reply => ({
  status: 200,
  body: {
    Status: 1,
    Data: aesEcbEncrypt(sek, JSON.stringify(data)),
    ErrorDetails: null,
    InfoDtls: null,
  },
});
const fail = (code: string, message: string, info: unknown = null): Reply => ({
  status: 200,
  body: {
    Status: 0,
    Data: null,
    ErrorDetails: [{ ErrorCode: code, ErrorMessage: message }],
    InfoDtls: info,
  },
});

export async function startNicStandIn(gstin: string): Promise<NicStandIn> {
  const rsa = forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const signing = await generateKeyPair('RS256');
  const sessions = new Map<string, Buffer>();
  const byDoc = new Map<string, string>();
  let acks = 0;

  const standIn: NicStandIn = {
    url: '',
    gstin,
    publicKeyPem: forge.pki.publicKeyToPem(rsa.publicKey),
    signingPublicKey: signing.publicKey as CryptoKey,
    down: false,
    now: () => new Date(),
    received: [],
    calls: [],
    registered: new Map(),
    expireSessions: () => sessions.clear(),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };

  function credentialsOk(headers: IncomingMessage['headers']): boolean {
    return (
      headers.client_id === STAND_IN_CREDENTIALS.clientId &&
      headers.client_secret === STAND_IN_CREDENTIALS.clientSecret &&
      headers.gstin === gstin
    );
  }

  function auth(headers: IncomingMessage['headers'], body: string): Reply {
    if (!credentialsOk(headers)) return fail('110', 'Invalid Client-ID/Client-Secret');
    const outer = JSON.parse(body) as { Data?: string };
    const decrypted = rsa.privateKey.decrypt(
      forge.util.decode64(outer.Data ?? ''),
      'RSAES-PKCS1-V1_5',
    );
    const login = JSON.parse(Buffer.from(decrypted, 'base64').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (
      login.UserName !== STAND_IN_CREDENTIALS.username ||
      login.Password !== STAND_IN_CREDENTIALS.password
    ) {
      return fail('108', 'Invalid login credentials.');
    }
    const appKey = Buffer.from(String(login.AppKey), 'base64');
    const sek = randomBytes(32);
    const token = randomUUID().replace(/-/g, '').slice(0, 25);
    sessions.set(token, sek);
    const expiry = nicTimestamp(new Date(standIn.now().getTime() + 6 * 3600 * 1000));
    return {
      status: 200,
      body: {
        Status: 1,
        Data: {
          ClientId: STAND_IN_CREDENTIALS.clientId,
          UserName: STAND_IN_CREDENTIALS.username,
          AuthToken: token,
          Sek: aesEcbEncrypt(appKey, sek),
          TokenExpiry: expiry,
        },
        ErrorDetails: null,
        InfoDtls: null,
      },
    };
  }

  const answer = (r: Registered) => ({
    AckNo: Number(r.ackNo),
    AckDt: r.ackDate,
    Irn: r.irn,
    SignedInvoice: r.signedInvoice,
    SignedQRCode: r.signedQrCode,
    Status: r.cancelled ? 'CNL' : 'ACT',
    EwbNo: null,
    EwbDt: null,
    EwbValidTill: null,
    Remarks: null,
  });

  async function generate(sek: Buffer, body: string): Promise<Reply> {
    const document = JSON.parse(
      aesEcbDecrypt(sek, String((JSON.parse(body) as { Data?: string }).Data)).toString('utf8'),
    ) as Inv01Document;
    const schemaErrors = inv01Errors(document);
    standIn.received.push({ document, schemaErrors });
    if (schemaErrors.length > 0) return fail('SCHEMA', schemaErrors.join('; '));
    if (document.SellerDtls.Gstin !== gstin)
      return fail('2119', 'Supplier GSTIN does not match the header GSTIN');
    const { Typ, No, Dt } = document.DocDtls;
    const irn = irnOf(gstin, Dt, Typ, No);
    const existing = standIn.registered.get(irn);
    if (existing) {
      return fail('2150', 'Duplicate IRN', [
        {
          InfCd: 'DUPIRN',
          Desc: { AckNo: Number(existing.ackNo), AckDt: existing.ackDate, Irn: irn },
        },
      ]);
    }
    const at = standIn.now();
    acks += 1;
    const ackDate = nicTimestamp(at);
    const entry: Registered = {
      irn,
      ackNo: `1120${String(at.getTime()).slice(-5)}${String(acks).padStart(6, '0')}`,
      ackDate,
      signedInvoice: await signIrpJwt(signing.privateKey as CryptoKey, { ...document, Irn: irn }),
      signedQrCode: await signIrpJwt(
        signing.privateKey as CryptoKey,
        qrFactsOf(document, irn, ackDate),
      ),
      registeredAt: at.getTime(),
      cancelled: false,
    };
    standIn.registered.set(irn, entry);
    byDoc.set(`${Typ}|${No}|${Dt}`, irn);
    return ok(sek, answer(entry));
  }

  function byDocument(sek: Buffer, query: URLSearchParams): Reply {
    const irn = byDoc.get(`${query.get('doctype')}|${query.get('docnum')}|${query.get('docdate')}`);
    const entry = irn ? standIn.registered.get(irn) : undefined;
    return entry ? ok(sek, answer(entry)) : fail('2148', 'Requested IRN data is not available');
  }

  function cancel(sek: Buffer, body: string): Reply {
    const request = JSON.parse(
      aesEcbDecrypt(sek, String((JSON.parse(body) as { Data?: string }).Data)).toString('utf8'),
    ) as { Irn?: string; CnlRsn?: string; CnlRem?: string };
    if (!['1', '2', '3', '4'].includes(String(request.CnlRsn)))
      return fail('2265', 'Invalid cancellation reason');
    const entry = standIn.registered.get(String(request.Irn));
    if (!entry) return fail('2148', 'Requested IRN data is not available');
    if (entry.cancelled) return fail('9999', 'Invoice is not active');
    const at = standIn.now();
    if (at.getTime() - entry.registeredAt > 24 * 3600 * 1000) {
      return fail(
        '2270',
        'The allowed cancellation time limit is crossed, you cannot cancel the IRN',
      );
    }
    entry.cancelled = true;
    return ok(sek, { Irn: entry.irn, CancelDate: nicTimestamp(at) });
  }

  async function route(request: IncomingMessage, body: string): Promise<Reply> {
    if (standIn.down) return { status: 503, body: { message: 'Service Unavailable' } };
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'POST' && url.pathname === '/eivital/v1.04/auth')
      return auth(request.headers, body);
    if (!credentialsOk(request.headers)) return fail('110', 'Invalid Client-ID/Client-Secret');
    const sek = sessions.get(String(request.headers.authtoken));
    if (!sek || request.headers.user_name !== STAND_IN_CREDENTIALS.username)
      return fail('1005', 'Invalid Token');
    if (request.method === 'POST' && url.pathname === '/eicore/v1.03/Invoice')
      return generate(sek, body);
    if (request.method === 'GET' && url.pathname === '/eicore/v1.03/Invoice/irnbydocdetails') {
      return byDocument(sek, url.searchParams);
    }
    if (request.method === 'POST' && url.pathname === '/eicore/v1.03/Invoice/Cancel')
      return cancel(sek, body);
    return { status: 404, body: { message: 'Not Found' } };
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      route(request, Buffer.concat(chunks).toString('utf8'))
        .catch(() => fail('5001', 'Error in processing request'))
        .then((reply) => {
          const codes = (
            (reply.body as { ErrorDetails?: { ErrorCode: string }[] | null }).ErrorDetails ?? []
          ).map((d) => d.ErrorCode);
          standIn.calls.push({
            method: request.method ?? '',
            path: request.url ?? '',
            status: reply.status,
            codes,
          });
          response.writeHead(reply.status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(reply.body));
        })
        .catch(() => response.destroy());
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', () => ready()));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
