// The review pipeline (decision 010): zone manager → accounts → the two references (proposers answer by
// signed link) → governing body (a quorum of distinct members) → approved, awaiting payment. Any staff
// step may send the application back for changes or reject it; admin and office may cancel it.
// Each decision is one transaction that locks the application and its plan history, records the
// decision row and an audit row, and moves the stage; the emails and SMS go out after it commits.
// Each operation lives in its own file and its route calls it with the context built here.
//
// What every pipeline operation is given: the database, the settings it reads, the notifier, the
// clock and a logger; and the staff member acting, read afresh for each call.
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { UnauthorizedError } from '../../errors';
import type { StaffPrincipal } from '../auth';
import type { Notifier } from '../notifications';
import { findStaffById, type StaffAccount } from '../staff-auth';

export type PipelineConfig = Pick<
  Config,
  | 'appSecret'
  | 'publicUrl'
  | 'governingBodyQuorum'
  | 'referenceLinkDays'
  | 'paymentLinkDays'
  | 'association'
  | 'messaging'
>;

export type PipelineDeps = {
  db: Database;
  config: PipelineConfig;
  notifier: Notifier;
  now?: () => Date;
  logger?: { error(details: object, message: string): void };
};

/** The deps with the clock settled: what the operations take. */
export type PipelineContext = Omit<PipelineDeps, 'now'> & { now: () => Date };

/** The operations' context, built once by the composition. */
export function pipelineContext({
  now = () => new Date(),
  ...deps
}: PipelineDeps): PipelineContext {
  return { ...deps, now };
}

export type Staffer = Pick<StaffAccount, 'id' | 'email' | 'name' | 'roles' | 'zones'>;

export async function currentStaff(
  { db }: PipelineContext,
  principal: StaffPrincipal,
): Promise<Staffer> {
  const account = await findStaffById(db, principal.staffId);
  if (!account?.active) throw new UnauthorizedError();
  return account;
}

export const staffLabel = (staffer: Staffer) => `${staffer.name} <${staffer.email}>`;
