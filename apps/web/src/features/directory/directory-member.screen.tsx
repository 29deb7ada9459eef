import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { isMemberSignedIn, useSession } from '../../app/session';
import { directoryMemberQuery } from './api/directory';
import { DirectoryEntryCard } from '../../app/directory-entry-card';
import { MemberContacts } from './member-contacts';
import { PageHeading } from '../../ui/page';
import { QueryStatus } from '../../app/failure-alert';
import pageStyles from '../../ui/page.module.css';
import styles from './directory-member.module.css';

/**
 * /directory/:id (public, rendered by the server): a member's page, with the contact fields the
 * member showed to its viewer and the "verified member" mark that opens the live card check.
 */
export function DirectoryMemberScreen() {
  const { id = '' } = useParams();
  const viewer = isMemberSignedIn(useSession()) ? 'signed-in' : 'public';
  const member = useQuery(directoryMemberQuery(id, viewer));
  usePageTitle(member.data?.company ?? 'Members’ directory');

  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <p>
        <Link to="/directory">Back to the directory</Link>
      </p>
      {member.isError ? <PageHeading title="Members’ directory" /> : null}
      <QueryStatus query={member} loadingLabel="Loading the member…" />
      {member.data ? (
        <>
          <div className={pageStyles.header}>
            <h1 id="page-title" className={pageStyles.title}>
              {member.data.company}
            </h1>
            {member.data.verify_url ? (
              <p>
                <a className={styles.verified} href={member.data.verify_url}>
                  <span aria-hidden="true">✓</span> Verified member: check their membership
                </a>
              </p>
            ) : null}
          </div>
          <DirectoryEntryCard entry={member.data} link={null} title="About" />
          <MemberContacts member={member.data} />
        </>
      ) : null}
    </section>
  );
}

export { DirectoryMemberScreen as Component };
