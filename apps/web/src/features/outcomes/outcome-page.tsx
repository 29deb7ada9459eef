import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/page-title';
import type { AssociationContact as AssociationContactData } from '@portico/domain/contracts/association.contract';
import { useAssociation } from '../../app/association';
import styles from './outcome-page.module.css';
import pageStyles from '../../ui/page.module.css';

/**
 * Every outcome page says the same three things (GOV.UK's confirmation and problem pages): what
 * happened (the heading and lead), why, and what to do next, with whom to ask.
 */
export function OutcomePage({
  pageTitle,
  heading,
  lead,
  why,
  next,
  children,
  actions,
  notice,
}: {
  pageTitle: string;
  heading: string;
  lead?: string;
  why: string;
  next: string;
  /** Details of this outcome, between what happened and why (an order's member number…). */
  children?: ReactNode;
  actions?: ReactNode;
  /** A notification banner above the heading (the payment's success). */
  notice?: ReactNode;
}) {
  usePageTitle(pageTitle);
  return (
    <section className={`${pageStyles.page} ${pageStyles.centered}`} aria-labelledby="page-title">
      {notice}
      <h1 id="page-title" className={pageStyles.title}>
        {heading}
      </h1>
      {lead ? <p className={pageStyles.lead}>{lead}</p> : null}
      {children}
      <div className={styles.explain}>
        <h2 className={styles.subheading}>Why</h2>
        <p>{why}</p>
        <h2 className={styles.subheading}>What to do next</h2>
        <p>{next}</p>
        <AssociationContact />
      </div>
      {actions ? <div className={pageStyles.actions}>{actions}</div> : null}
    </section>
  );
}

/** The association's logo (decorative: its name follows), then 'Questions? Contact {name}: …'. */
function AssociationContact() {
  const { data } = useAssociation();
  if (!data) return null;
  return (
    <>
      {data.logo_url ? <img className={styles.logo} src={data.logo_url} alt="" /> : null}
      <ContactLine contact={data} />
    </>
  );
}

function ContactLine({ contact: data }: { contact: AssociationContactData }) {
  return (
    <p className={styles.contact}>
      Questions? Contact {data.name}
      {data.email ? (
        <>
          {' '}
          by email at <a href={`mailto:${data.email}`}>{data.email}</a>
        </>
      ) : null}
      {data.email && data.phone ? ' or' : null}
      {data.phone ? (
        <>
          {' '}
          by phone on <a href={`tel:${data.phone.replace(/[^\d+]/g, '')}`}>{data.phone}</a>
        </>
      ) : null}
      .
    </p>
  );
}
