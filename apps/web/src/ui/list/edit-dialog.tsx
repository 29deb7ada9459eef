import { Fragment, useState, type ReactNode } from 'react';
import { Modal } from '../modal';

/** What a list's Add/Edit dialog shows: nothing (undefined), a new row (null) or a row to edit. */
export type Editing<T> = T | null | undefined;

/** The Add/Edit dialog's state: `add` opens it empty, `edit` with a row, `close` shuts it. */
export function useEditing<T>() {
  const [editing, setEditing] = useState<Editing<T>>(undefined);
  return {
    editing,
    add: () => setEditing(null),
    edit: (row: T) => setEditing(row),
    close: () => setEditing(undefined),
  };
}

/**
 * A list's Add/Edit dialog: open while `editing` is a row or null; the form (`children`) starts
 * afresh for each row it is opened with.
 */
export function EditDialog<T extends { id: number }>({
  editing,
  title,
  onClose,
  children,
}: {
  editing: Editing<T>;
  title: string;
  onClose: () => void;
  children: (row: T | null) => ReactNode;
}) {
  return (
    <Modal open={editing !== undefined} title={title} onClose={onClose}>
      {editing !== undefined ? (
        <Fragment key={editing?.id ?? 'new'}>{children(editing)}</Fragment>
      ) : null}
    </Modal>
  );
}
