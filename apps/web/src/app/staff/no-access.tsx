import messageStyles from '../../ui/message.module.css';
import pageStyles from '../../ui/page.module.css';

/** A page a role may not open: says so plainly instead of failing. */
export function NoAccess({ what }: { what: string }) {
  return (
    <div className={`${messageStyles.alert} ${messageStyles.error}`} role="alert">
      <p>Your account does not have access to {what}. Ask an admin if you need it.</p>
    </div>
  );
}

/** The whole page shown instead of a screen the role may not open: its title and NoAccess. */
export function NoAccessPage({ title, what }: { title: string; what: string }) {
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {title}
      </h1>
      <NoAccess what={what} />
    </section>
  );
}
