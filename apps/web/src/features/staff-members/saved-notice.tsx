import { encodeId } from '@portico/domain/format';
import { Link } from 'react-router';
import buttons from '../../ui/button.module.css';

/** The staff form's redirect: /staff/members?success=true&ref=<application id>. */
export function savedNotice(search: URLSearchParams): { text: string; id: number | null } | null {
  if (search.get('success') !== 'true') return null;
  const ref = search.get('ref')?.trim() ?? '';
  const id = /^[1-9]\d{0,9}$/.test(ref) ? Number(ref) : null;
  return { text: ref ? `Application ${ref} saved` : 'Application saved', id };
}

/** The "Application saved" banner shown after the staff form redirects here. */
export function SavedNotice({
  notice,
  onDismiss,
}: {
  notice: { text: string; id: number | null };
  onDismiss: () => void;
}) {
  return (
    <div className="staff-notice staff-notice--success" role="status">
      <p>
        {notice.text}.
        {notice.id !== null ? (
          <>
            {' '}
            <Link to={`/staff/applications/${encodeId(notice.id)}`}>Open the application</Link>
          </>
        ) : null}
      </p>
      <button type="button" className={buttons.link} onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
