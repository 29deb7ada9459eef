import { decodeId, applicationRouteId } from '@portico/domain/route-id';
import { Navigate, useParams } from 'react-router';

/**
 * /admin-update/user/application-review/:userId? and the office variant: staff follow an
 * application's review in the back office, whose page shows its stage, the five approvals with who
 * decided and when, and what this staff member may do. Without an application: the queue.
 */
export function StaffApplicationReview() {
  const { userId } = useParams();
  const id = userId ? decodeId(userId) : null;
  return (
    <Navigate
      replace
      to={id === null ? '/staff/applications' : `/staff/applications/${applicationRouteId(id)}`}
    />
  );
}

export { StaffApplicationReview as Component };
