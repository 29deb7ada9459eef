// Apple Wallet's web service for pass updates (decision 116), as Apple documents it. A device that
// added a card's pass registers for its updates with the pass's token, asks which of its passes
// changed since its last tag, and fetches each one's latest version; the calls about one pass prove
// the pass's token (a 401 otherwise). Without Apple Wallet set up every call is a 404 (decision 102).
import type { PassesUpdated } from '@portico/domain/contracts/wallet-passes.contract';
import { NotFoundError, UnauthorizedError } from '../../errors';
import { listCardRoster } from '../records';
import { buildApplePass } from './apple-pass';
import type { CardDeps } from './card-deps';
import { passWebServiceUrl, WALLET_NOT_SET_UP } from './card-files';
import { findCard, type CardRow } from './cards.repository';
import {
  applePassToken,
  passSerialNumber,
  passTokenMatches,
  readPassSerialNumber,
} from './pass-auth';
import {
  keepFirstPassState,
  passTokenHashes,
  registerDevice,
  unregisterDevice,
  updatedCardsOf,
} from './pass-registrations.repository';
import { passStateOf } from './pass-state';
import { walletCardOf } from './wallet-card';

export type PassRef = { passTypeIdentifier: string; serialNumber: string };

function appleConfig(deps: CardDeps) {
  const config = deps.wallets.apple;
  if (!config) throw new NotFoundError(WALLET_NOT_SET_UP);
  return config;
}

/** The card the pass names, when the Authorization header carries one of its tokens. */
async function authorizedCard(
  deps: CardDeps,
  pass: PassRef,
  authorization: string | undefined,
): Promise<CardRow> {
  const config = appleConfig(deps);
  const token = applePassToken(authorization);
  const named = readPassSerialNumber(pass.serialNumber);
  const card =
    named && pass.passTypeIdentifier === config.passTypeIdentifier
      ? await findCard(deps.db, named.memberId, named.serial)
      : undefined;
  const hashes = card ? await passTokenHashes(deps.db, card.id) : [];
  if (!card || !passTokenMatches(token, hashes)) throw new UnauthorizedError();
  return card;
}

/** POST …/devices/:device/registrations/:type/:serial: 201 when new, 200 when already registered. */
export async function registerPassDevice(
  deps: CardDeps,
  pass: PassRef & { deviceLibraryIdentifier: string },
  authorization: string | undefined,
  pushToken: string,
): Promise<{ created: boolean }> {
  const card = await authorizedCard(deps, pass, authorization);
  const created = await registerDevice(deps.db, card.id, pass.deviceLibraryIdentifier, pushToken);
  // The pass the device holds shows the card as it is now: only later changes are pushed.
  const [member] = await listCardRoster(deps.db, [card.memberId]);
  await keepFirstPassState(deps.db, card.id, passStateOf(card, member, deps.now()));
  return { created };
}

/** DELETE …/devices/:device/registrations/:type/:serial: the pass was removed from the device. */
export async function unregisterPassDevice(
  deps: CardDeps,
  pass: PassRef & { deviceLibraryIdentifier: string },
  authorization: string | undefined,
): Promise<void> {
  const card = await authorizedCard(deps, pass, authorization);
  await unregisterDevice(deps.db, card.id, pass.deviceLibraryIdentifier);
}

/**
 * GET …/devices/:device/registrations/:type?passesUpdatedSince=tag: the device's passes changed
 * since the tag and the next tag, or null (a 204) when none did. The device is its own credential,
 * as Apple designed it; the answer names only serial numbers.
 */
export async function updatedPasses(
  deps: CardDeps,
  device: { deviceLibraryIdentifier: string; passTypeIdentifier: string },
  passesUpdatedSince: string | undefined,
): Promise<PassesUpdated | null> {
  const config = appleConfig(deps);
  if (device.passTypeIdentifier !== config.passTypeIdentifier) return null;
  const since = passesUpdatedSince === undefined ? null : Number(passesUpdatedSince);
  const cards = await updatedCardsOf(deps.db, device.deviceLibraryIdentifier, since);
  if (cards.length === 0) return null;
  const last = Math.max(...cards.map((card) => card.updatedAt.getTime()));
  return {
    serialNumbers: cards.map((card) => passSerialNumber(card.memberId, card.serial)),
    lastUpdated: String(last),
  };
}

export type LatestPass =
  { notModified: true } | { notModified: false; body: Buffer; lastModified: Date };

/**
 * GET …/passes/:type/:serial: the pass as it is now, signed, with the presented token (a revoked
 * card's voided); 304 when it has not changed since If-Modified-Since.
 */
export async function latestPass(
  deps: CardDeps,
  pass: PassRef,
  authorization: string | undefined,
  ifModifiedSince: string | undefined,
): Promise<LatestPass> {
  const config = appleConfig(deps);
  const card = await authorizedCard(deps, pass, authorization);
  // HTTP dates are whole seconds.
  const lastModified = new Date(Math.floor(card.updatedAt.getTime() / 1000) * 1000);
  const since = ifModifiedSince ? Date.parse(ifModifiedSince) : Number.NaN;
  if (!Number.isNaN(since) && lastModified.getTime() <= since) return { notModified: true };
  const wallet = await walletCardOf(deps, card);
  if (!wallet) throw new NotFoundError('No such pass.');
  const service = {
    url: passWebServiceUrl(deps.publicUrl),
    authenticationToken: applePassToken(authorization) ?? '',
  };
  return {
    notModified: false,
    body: buildApplePass(config, wallet, service, deps.now()),
    lastModified,
  };
}

/** POST /api/passes/v1/log: what Wallet reports about this service, kept in the server's log. */
export function logPassMessages(deps: CardDeps, logs: readonly string[]): void {
  appleConfig(deps);
  for (const message of logs) deps.log.warn({ wallet: message.slice(0, 500) }, 'Apple Wallet log');
}
