import { useQuery } from '@tanstack/react-query';
import {
  refundListResponse,
  type RefundItem,
  type refundListQuery,
} from '@portico/domain/contracts/refunds.contract';

import { type QueryText } from '../../../app/staff/api/page';
import { pageQuery } from '../../../app/staff/api/page-query';

export type { RefundItem };

export type RefundsDueQuery = QueryText<typeof refundListQuery>;

/** GET /api/staff/refunds?page=&pageSize= (admin, accounts): payments due for refund, newest first. */
export function useRefundsDue(query: RefundsDueQuery) {
  return useQuery(pageQuery('refunds-due', '/staff/refunds', refundListResponse, query));
}
