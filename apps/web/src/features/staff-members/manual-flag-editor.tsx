import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/api-client';
import {
  MANUAL_FLAG_LABEL,
  MANUAL_LABELS,
  MANUAL_VALUES,
  type ManualValue,
} from '../../app/staff/labels';
import { toast } from '../../app/toast';
import type { MemberItem } from './api/get-members';
import { useUpdateMember } from './api/update-member';
import buttons from '../../ui/button.module.css';
import fieldStyles from '../../ui/list/field.module.css';
import styles from './manual-flag-editor.module.css';

/** "Ask for documents at renewal" (the manual flag) and the documents link of one member, edited in the row. */
export function ManualFlagEditor({ member, label }: { member: MemberItem; label: string }) {
  const known = (MANUAL_VALUES as readonly number[]).includes(member.manual);
  const [manual, setManual] = useState<string>(String(member.manual));
  const savedLink = member.documents_link ?? '';
  const [link, setLink] = useState(savedLink);
  const update = useUpdateMember();
  const changed = manual !== String(member.manual) || link.trim() !== savedLink;

  function save(event: FormEvent) {
    event.preventDefault();
    const value = Number(manual) as ManualValue;
    update.mutate(
      { id: member.id, flags: { manual: value, documents_link: link.trim() } },
      {
        onSuccess: (message) => toast.success(`${message}: ${label}`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  const selectId = `manual-${member.id}`;
  const linkId = `documents-${member.id}`;
  return (
    <form className={styles.form} onSubmit={save} aria-label={`${MANUAL_FLAG_LABEL}: ${label}`}>
      <label htmlFor={selectId} className="visually-hidden">
        {MANUAL_FLAG_LABEL} for {label}
      </label>
      <select
        id={selectId}
        className={`${fieldStyles.input} ${fieldStyles.narrow}`}
        value={manual}
        onChange={(event) => setManual(event.target.value)}
      >
        {!known ? <option value={String(member.manual)}>{member.manual}</option> : null}
        {MANUAL_VALUES.map((value) => (
          <option key={value} value={value}>
            {MANUAL_LABELS[value]}
          </option>
        ))}
      </select>
      <label htmlFor={linkId} className="visually-hidden">
        Documents link for {label} (optional)
      </label>
      <input
        id={linkId}
        className={`${fieldStyles.input} ${styles.link}`}
        type="url"
        inputMode="url"
        placeholder="Documents link (optional)"
        value={link}
        onChange={(event) => setLink(event.target.value)}
      />
      <button
        type="submit"
        className={`${buttons.secondary} ${styles.save}`}
        disabled={!changed || update.isPending}
      >
        {update.isPending ? 'Saving…' : 'Save'}
        <span className="visually-hidden"> documents at renewal for {label}</span>
      </button>
    </form>
  );
}
