import { useState } from 'react';
import { errorMessage } from '../../app/api-client';
import { toast } from '../../app/toast';
import { downloadCreditNote } from './api/payments';
import buttons from '../../ui/button.module.css';

/** A credit note's number, downloading its PDF. */
export function CreditNoteButton({ note }: { note: { id: number; number: string } }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      toast.success(`Downloaded ${await downloadCreditNote(note.id, note.number)}`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className={buttons.link} disabled={busy} onClick={() => void download()}>
      {busy ? 'Preparing…' : `Credit note ${note.number}`}
    </button>
  );
}
