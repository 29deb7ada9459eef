import type { StaffDataRequestItem } from './api/data-requests';

export type CloseAction = 'complete' | 'refuse';

/**
 * What the office is told once a request is closed, naming the member as they were before it (an
 * erasure masks their name in the list that follows).
 */
export function closedSentence(item: StaffDataRequestItem, action: CloseAction): string {
  const whose = item.member_number
    ? `${item.member_name} (${item.member_number})`
    : item.member_name;
  if (action === 'refuse') {
    return `The ${item.kind} request of ${whose} is refused. They have been emailed your reason.`;
  }
  if (item.kind === 'erasure') {
    return `The personal data of ${whose} is erased: their details are masked, their documents deleted and they are signed out. Issued invoices are kept. They have been emailed that it is done.`;
  }
  return `The correction request of ${whose} is marked as corrected. They have been emailed.`;
}
