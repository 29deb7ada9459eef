// GET get_user_details/{id}: the user of an application the principal may see, as the login answers.
import type { LoginUser } from '@portico/domain/member';
import { NotFoundError } from '../../errors';
import { authorizeApplication } from '../applications';
import type { Principal } from '../auth';
import { findApplication, findMemberOfUser } from '../records';
import { loginUserOf } from './login.service';
import type { MemberAreaDeps } from './member-area-deps';

export async function userDetails(
  deps: Pick<MemberAreaDeps, 'db'>,
  principal: Principal | null,
  id: number,
): Promise<LoginUser> {
  const { db } = deps;
  await authorizeApplication(db, principal, id, 'read');
  const member = await findMemberOfUser(db, id);
  const user = await loginUserOf(db, {
    member,
    application: member ? undefined : await findApplication(db, id),
  });
  if (!user) throw new NotFoundError('Application not found');
  return user;
}
