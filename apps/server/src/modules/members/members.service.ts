// The member area (decision 014): the plan status, the user details the web app keeps, the self-
// update and its documents confirmation, and the public membership check, one file per operation.
import type { Principal } from '../auth';
import type {
  RenewalDocumentsBody,
  UpdateMyDetailsBody,
} from '@portico/domain/contracts/my-details.contract';
import { cleanUpdate, confirmDocuments } from './clean-update';
import { confirmRenewalDocuments } from './confirm-renewal-documents';
import type { MemberAreaDeps } from './member-area-deps';
import { readMyDetails } from './my-details';
import { planStatus } from './plan-status';
import { getReminderChoice, setReminderChoice, type ReminderChoice } from './reminder-choice';
import { updateMyDetails } from './update-my-details';
import { userDetails } from './user-details';
import { validateMembership } from './validate-membership';

export type MemberAreaService = ReturnType<typeof createMemberAreaService>;

export function createMemberAreaService(deps: MemberAreaDeps) {
  return {
    planStatus: (principal: Principal | null, userId: number) =>
      planStatus(deps, principal, userId),
    userDetails: (principal: Principal | null, id: number) => userDetails(deps, principal, id),
    cleanUpdate: (principal: Principal | null, body: Record<string, unknown>, ip?: string) =>
      cleanUpdate(deps, principal, body, ip ?? null),
    confirmDocuments: (principal: Principal | null, namedUserId?: unknown) =>
      confirmDocuments(deps, principal, namedUserId),
    myDetails: (principal: Principal | null) => readMyDetails(deps, principal),
    updateMyDetails: (principal: Principal | null, body: UpdateMyDetailsBody) =>
      updateMyDetails(deps, principal, body),
    confirmRenewalDocuments: (principal: Principal | null, body: RenewalDocumentsBody) =>
      confirmRenewalDocuments(deps, principal, body),
    validateMembership: (number: string) => validateMembership(deps, number),
    reminderChoice: (principal: Principal | null) => getReminderChoice(deps, principal),
    setReminderChoice: (principal: Principal | null, choice: ReminderChoice) =>
      setReminderChoice(deps, principal, choice),
  };
}
