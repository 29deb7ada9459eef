// A session with NIC's e-invoice API: the login (authentication v1.04) and the calls made under its
// AuthToken and Sek. A session is kept until its expiry and renewed once when the IRP says the
// token is invalid (1005).
import { instantOfNicTimestamp } from './irn';
import { IRP_CODES, IrpRefusedError, IrpUnavailableError } from './irp-provider';
import { aesEcbDecrypt, encryptLogin, newAppKey } from './nic-crypto';
import { nicAuthDataSchema, nicEnvelopeSchema, type NicEnvelope } from './nic-messages';

export type NicIrpSettings = {
  /** e.g. https://einv-apisandbox.nic.in, or a GSP's address that passes NIC's API through. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The association's GSTIN, sent as the Gstin header. */
  gstin: string;
  username: string;
  password: string;
  /** The IRP's public key (PEM) that encrypts the login. */
  publicKeyPem: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export type NicSession = { authToken: string; sek: Buffer; expiresAt: number };

/** Renew a session this long before NIC's TokenExpiry. */
const EXPIRY_MARGIN_MS = 5 * 60 * 1000;

/** One HTTP exchange: an answer NIC wrote, or IrpUnavailableError (no answer, 5xx, unreadable). */
async function exchange(settings: NicIrpSettings, path: string, init: RequestInit) {
  let response: Response;
  try {
    response = await (settings.fetch ?? fetch)(`${settings.baseUrl.replace(/\/+$/, '')}${path}`, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(settings.timeoutMs ?? 20_000),
    });
  } catch (error) {
    throw new IrpUnavailableError(`The IRP did not answer: ${(error as Error).message}`);
  }
  if (response.status >= 500 || response.status === 429) {
    throw new IrpUnavailableError(`The IRP answered ${response.status}`);
  }
  const parsed = nicEnvelopeSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    throw new IrpUnavailableError(`The IRP answered ${response.status}, unreadable`);
  }
  return parsed.data;
}

function refusal(envelope: NicEnvelope): IrpRefusedError {
  return new IrpRefusedError(
    (envelope.ErrorDetails ?? []).map((d) => ({ code: d.ErrorCode, message: d.ErrorMessage })),
  );
}

export function nicHeaders(settings: NicIrpSettings, session?: NicSession): Record<string, string> {
  return {
    'content-type': 'application/json',
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
    gstin: settings.gstin,
    ...(session ? { user_name: settings.username, authtoken: session.authToken } : {}),
  };
}

async function authenticate(settings: NicIrpSettings): Promise<NicSession> {
  const appKey = newAppKey();
  const login = {
    UserName: settings.username,
    Password: settings.password,
    AppKey: appKey.toString('base64'),
    ForceRefreshAccessToken: true,
  };
  const envelope = await exchange(settings, '/eivital/v1.04/auth', {
    method: 'POST',
    headers: nicHeaders(settings),
    body: JSON.stringify({ Data: encryptLogin(settings.publicKeyPem, login) }),
  });
  if (String(envelope.Status) !== '1') throw refusal(envelope);
  const data = nicAuthDataSchema.parse(envelope.Data);
  return {
    authToken: data.AuthToken,
    sek: aesEcbDecrypt(appKey, data.Sek),
    expiresAt: instantOfNicTimestamp(data.TokenExpiry).getTime() - EXPIRY_MARGIN_MS,
  };
}

/** Calls under a session: the answer's Data decrypted with the Sek, or the IRP's refusal. */
export function createNicSessions(settings: NicIrpSettings) {
  let session: NicSession | null = null;

  return async function authorised(
    path: string,
    init: (s: NicSession) => RequestInit,
    retried = false,
  ): Promise<unknown> {
    if (!session || session.expiresAt <= Date.now()) session = await authenticate(settings);
    const current = session;
    const envelope = await exchange(settings, path, init(current));
    if (String(envelope.Status) === '1') {
      return JSON.parse(
        aesEcbDecrypt(current.sek, String(envelope.Data)).toString('utf8'),
      ) as unknown;
    }
    const error = refusal(envelope);
    if (!retried && error.has(IRP_CODES.invalidToken)) {
      session = null;
      return authorised(path, init, true);
    }
    throw error;
  };
}
