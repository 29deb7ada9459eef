import { applicationRouteId } from '@portico/domain/format';
import { Link } from 'react-router';
import { Notice, NoticeAction } from '../../ui/list/notice';

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
    <Notice tone="success" role="status">
      <p>
        {notice.text}.
        {notice.id !== null ? (
          <>
            {' '}
            <Link to={`/staff/applications/${applicationRouteId(notice.id)}`}>
              Open the application
            </Link>
          </>
        ) : null}
      </p>
      <NoticeAction onClick={onDismiss}>Dismiss</NoticeAction>
    </Notice>
  );
}
