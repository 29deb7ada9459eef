import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EditDialog, useEditing } from './edit-dialog';

type Row = { id: number; name: string };

/** A form with state of its own: a fresh one shows the row's name. */
function NameForm({ row }: { row: Row | null }) {
  const [name, setName] = useState(row?.name ?? '');
  return (
    <label>
      Name
      <input value={name} onChange={(event) => setName(event.target.value)} />
    </label>
  );
}

function Harness() {
  const dialog = useEditing<Row>();
  const rows: Row[] = [
    { id: 1, name: 'Star' },
    { id: 2, name: 'Gold' },
  ];
  return (
    <>
      <button type="button" onClick={dialog.add}>
        Add
      </button>
      {rows.map((row) => (
        <button key={row.id} type="button" onClick={() => dialog.edit(row)}>
          Edit {row.name}
        </button>
      ))}
      <EditDialog
        editing={dialog.editing}
        title={dialog.editing ? `Edit ${dialog.editing.name}` : 'Add a row'}
        onClose={dialog.close}
      >
        {(row) => <NameForm row={row} />}
      </EditDialog>
    </>
  );
}

describe('EditDialog', () => {
  it('opens empty to add, with a row to edit, and closes', async () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('dialog', { name: 'Add a row' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Gold' }));
    expect(screen.getByRole('dialog', { name: 'Edit Gold' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Gold');
  });
});
