// The four saves of the membership form, the final submit and the application reads (decision 009),
// one file per operation. Every save is one transaction that locks the application row first: it
// either lands whole or leaves the previous state untouched.
import type { Principal } from '../auth';
import type { Transaction } from '../../db/client';
import { authorizeApplication, type AccessMode } from './access';
import { attachOwnDocuments } from './attach-own-documents';
import type { ApplicationServiceDeps } from './application-deps';
import type { SaveTools } from './save-existing';
import { checkMember, getApplication, getCompletion } from './read-application';
import { saveBasicDetails } from './save-basic-details';
import { saveDirectors } from './save-directors';
import { saveOtherDetails } from './save-other-details';
import { saveProposers } from './save-proposers';
import { selfUpdate, type SelfUpdateOptions } from './self-update';
import { startUpgrade } from './start-upgrade';
import type { StartUpgradeBody } from '@portico/domain/contracts/upgrade.contract';

export { ALREADY_APPLIED, ALREADY_SUBMITTED, SAVE_MESSAGES } from './application-messages';
export type {
  ApplicationCatalog,
  ApplicationFaults,
  ApplicationServiceDeps,
  FaultPoint,
  FinalSubmitHook,
} from './application-deps';
export type { Completion } from './read-application';

export function createApplicationService(deps: ApplicationServiceDeps) {
  const { db, faults } = deps;
  const saveDeps: SaveTools = {
    db,
    catalog: deps.catalog,
    ...(deps.files ? { files: deps.files } : {}),
    ...(faults ? { faults } : {}),
  };
  type Body = Record<string, unknown>;
  return {
    /** The application if the principal may use it (401/403/404 otherwise); for other modules. */
    authorize: (principal: Principal | null, id: number, mode: AccessMode = 'read') =>
      authorizeApplication(db, principal, id, mode),
    saveBasicDetails: (caller: Principal | null, body: Body, ip: string | null = null) =>
      saveBasicDetails(saveDeps, caller, body, ip),
    saveDirectors: (caller: Principal | null, body: Body) => saveDirectors(saveDeps, caller, body),
    saveProposers: (caller: Principal | null, body: Body) => saveProposers(saveDeps, caller, body),
    saveOtherDetails: (caller: Principal | null, body: Body) =>
      saveOtherDetails({ ...saveDeps, onFinalSubmit: deps.onFinalSubmit }, caller, body),
    selfUpdate: (principal: Principal, id: number, body: Body, options: SelfUpdateOptions) =>
      selfUpdate(saveDeps, principal, id, body, options),
    /** A member's new files for their own application, in the caller's transaction. */
    attachOwnDocuments: (
      tx: Transaction,
      principal: Principal,
      applicationId: number,
      urls: Record<string, string>,
    ) => attachOwnDocuments(tx, principal, applicationId, urls),
    getApplication: (principal: Principal | null, id: number) => getApplication(db, principal, id),
    getCompletion: (principal: Principal | null, id: number) => getCompletion(deps, principal, id),
    checkMember: (body: Body) => checkMember(db, body),
    /** The lighter upgrade: what the category needs, or the upgrade made from the record. */
    startUpgrade: (principal: Principal | null, body: StartUpgradeBody) =>
      startUpgrade(deps, principal, body),
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
