import { Notice } from '../../ui/list/notice';
import buttons from '../../ui/button.module.css';
import noticeStyles from '../../ui/list/notice.module.css';

/** The list shows one member's reminders (`?member_id=`): say so, and offer everyone's. */
export function MemberNotice({
  memberNumber,
  onShowAll,
}: {
  memberNumber: string | null | undefined;
  onShowAll: () => void;
}) {
  return (
    <Notice role="status">
      <p>Showing the reminders of one member{memberNumber ? ` (${memberNumber})` : ''}.</p>
      <button
        type="button"
        className={`${buttons.link} ${noticeStyles.action}`}
        onClick={onShowAll}
      >
        Show every member
      </button>
    </Notice>
  );
}
