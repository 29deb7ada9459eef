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
