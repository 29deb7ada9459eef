import { Notice, NoticeAction } from '../../ui/list/notice';

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
      <NoticeAction onClick={onShowAll}>Show every member</NoticeAction>
    </Notice>
  );
}
