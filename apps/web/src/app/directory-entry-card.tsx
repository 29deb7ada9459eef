// A member's card in the directory, as the list shows it and as the member's own preview shows it.
import { Link } from 'react-router';
import type { DirectoryEntry } from '@portico/domain/contracts/directory.contract';
import styles from './directory-entry-card.module.css';

/** One member as the list shows them; `link` null in the member's own preview. */
export function DirectoryEntryCard({
  entry,
  link,
  title = entry.company,
}: {
  entry: DirectoryEntry;
  link: string | null;
  /** The card's heading: the company, or "About" on the member's own page. */
  title?: string;
}) {
  const place = [entry.city, entry.zone].filter(Boolean).join(', ');
  return (
    <article className={styles.card}>
      {entry.logo_url ? (
        <img className={styles.logo} src={entry.logo_url} alt="" width={64} height={64} />
      ) : (
        <span className={styles.initial} aria-hidden="true">
          {entry.company.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <div className={styles.body}>
        <h2 className={styles.company}>{link ? <Link to={link}>{title}</Link> : title}</h2>
        <p className={styles.meta}>{[entry.category, place].filter(Boolean).join(' · ')}</p>
        {entry.services.length > 0 ? (
          <ul className={styles.tags} aria-label="Services">
            {entry.services.map((service) => (
              <li key={service.slug} className={styles.tag}>
                {service.label}
              </li>
            ))}
          </ul>
        ) : null}
        {entry.description ? <p className={styles.description}>{entry.description}</p> : null}
      </div>
    </article>
  );
}
