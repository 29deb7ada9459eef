import { Link } from 'react-router';
import type { DirectoryMember } from '@portico/domain/contracts/directory.contract';
import detailStyles from '../../ui/detail-list.module.css';
import styles from './directory-member.module.css';

/** The contact fields the member showed to this viewer, and how to see more when there is more. */
export function MemberContacts({ member }: { member: DirectoryMember }) {
  const rows = [
    member.contact_name ? { label: 'Contact person', value: member.contact_name } : null,
    member.email
      ? { label: 'Email', value: <a href={`mailto:${member.email}`}>{member.email}</a> }
      : null,
    member.phone
      ? { label: 'Phone', value: <a href={`tel:+91${member.phone}`}>{member.phone}</a> }
      : null,
    member.website
      ? {
          label: 'Website',
          value: (
            <a href={member.website} rel="nofollow noopener" target="_blank">
              {member.website}
            </a>
          ),
        }
      : null,
    ...member.social_links.map((link, index) => ({
      label: index === 0 ? 'Social media' : '',
      value: (
        <a href={link} rel="nofollow noopener" target="_blank">
          {link}
        </a>
      ),
    })),
  ].filter((row) => row !== null);

  return (
    <section className={styles.contacts} aria-labelledby="contacts-title">
      <h2 id="contacts-title" className={styles.subtitle}>
        Contact
      </h2>
      {rows.length > 0 ? (
        <dl className={detailStyles.details}>
          {rows.map((row, index) => (
            <div key={index} className={detailStyles.item}>
              <dt>{row.label || <span className="visually-hidden">Social media</span>}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>This member shows no contact details here.</p>
      )}
      {member.more_for_members ? (
        <p className={styles.more}>
          Members of the association see more contact details. <Link to="/login">Sign in</Link> to
          see them.
        </p>
      ) : null}
    </section>
  );
}
