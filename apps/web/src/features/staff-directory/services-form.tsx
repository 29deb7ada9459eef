import { useState, type FormEvent } from 'react';
import type { DirectoryService } from '@portico/domain/contracts/directory.contract';
import { errorMessage } from '../../app/api-client';
import { toast } from '../../app/toast';
import { TextareaField } from '../../ui/list/field';
import { useSaveServices } from './api/staff-directory';
import buttons from '../../ui/button.module.css';
import styles from './staff-directory.module.css';

const SERVICES_INPUT = 'directory-services';

/** The services members choose from, one a line, in the order the directory lists them. */
export function ServicesForm({ services }: { services: DirectoryService[] }) {
  const save = useSaveServices();
  const [text, setText] = useState(services.map((service) => service.label).join('\n'));
  const [error, setError] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const labels = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    save.mutate(labels, {
      onSuccess: () => toast.success('The directory’s services were saved'),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <h2 className={styles.subtitle}>Services</h2>
      <TextareaField
        id={SERVICES_INPUT}
        label="Services members can choose"
        hint="One a line, in the order the directory shows them. A member who chose a service you remove no longer shows it."
        error={error}
        rows={8}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={buttons.primary} disabled={save.isPending}>
        Save services
      </button>
    </form>
  );
}
