import { formatDisplayDate } from '@portico/domain/format';
import { Link } from 'react-router';
import { manualLabel } from '../../app/staff/labels';
import { Badge } from '../../ui/list/badge';
import type { MemberItem } from './api/get-members';
import { ManualFlagEditor } from './manual-flag-editor';

/** One member in the members table; the manual flag is editable when `canEdit`. */
export function MemberRow({ member, canEdit }: { member: MemberItem; canEdit: boolean }) {
  const label = member.name || member.company_name || (member.member_number ?? '');
  return (
    <tr>
      <th scope="row">{member.member_number || '—'}</th>
      <td>
        <Link to={`/staff/members/${member.id}`}>
          {member.name || label || '—'}
          <span className="visually-hidden"> – open member page</span>
        </Link>
      </td>
      <td>{member.company_name || '—'}</td>
      <td>{member.category.name || '—'}</td>
      <td>{member.expires_at ? formatDisplayDate(member.expires_at) : '—'}</td>
      <td>
        <Badge tone={member.status === 'active' ? 'success' : 'error'}>
          {member.status === 'active' ? 'Active' : 'Expired'}
        </Badge>
      </td>
      <td>
        {canEdit ? (
          <ManualFlagEditor
            key={`${member.manual}|${member.documents_link}`}
            member={member}
            label={label}
          />
        ) : (
          <>
            {manualLabel(member.manual)}
            {member.documents_link ? (
              <>
                {' '}
                <a href={member.documents_link} target="_blank" rel="noopener noreferrer">
                  Documents
                  <span className="visually-hidden"> of {label}</span>
                </a>
              </>
            ) : null}
          </>
        )}
      </td>
      <td>
        <Link to={`/staff/reminders?member_id=${member.id}`}>
          Reminders
          <span className="visually-hidden"> of member {member.member_number || label}</span>
        </Link>
      </td>
    </tr>
  );
}
