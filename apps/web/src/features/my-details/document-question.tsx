import type { MyDocument } from '@portico/domain/contracts/my-details.contract';
import { documentNoun } from '@portico/domain/member-details';
import { isUploadField } from '@portico/domain/validation';
import { FileField } from '../../app/file-field';
import { openStoredFile } from '../../app/uploads/open-stored-file';
import fieldParts from '../../ui/field.module.css';
import type { Answer } from './use-renewal-documents';
import styles from './my-details.module.css';

/** One document on record: 'Is this still your current PAN card?', Yes or No, a new file for No. */
export function DocumentQuestion({
  document,
  answer,
  problem,
  onAnswer,
}: {
  document: MyDocument;
  answer: Answer | undefined;
  problem: string | undefined;
  onAnswer: (change: Partial<Answer>) => void;
}) {
  const { field } = document;
  const id = `document-${field}`;
  const errorId = `${id}-error`;
  const unanswered = problem !== undefined && (answer?.current ?? null) === null;
  return (
    <fieldset
      className={styles.question}
      aria-describedby={unanswered ? errorId : undefined}
      aria-invalid={unanswered || undefined}
    >
      <legend className={fieldParts.label}>{document.question}</legend>
      <p>
        We hold{' '}
        <a
          href={document.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            event.preventDefault();
            void openStoredFile(document.url);
          }}
        >
          {document.original_name}
          <span className="visually-hidden"> (your {documentNoun(field)}, opens in a new tab)</span>
        </a>
        .
      </p>
      {unanswered ? (
        <p id={errorId} className={fieldParts.error}>
          {problem}
        </p>
      ) : null}
      <div className={styles.choices}>
        {([true, false] as const).map((current) => (
          <div key={String(current)} className={fieldParts.checkbox}>
            <input
              id={`${id}-${current ? 'yes' : 'no'}`}
              type="radio"
              name={id}
              checked={answer?.current === current}
              onChange={() => onAnswer({ current })}
            />
            <label htmlFor={`${id}-${current ? 'yes' : 'no'}`}>{current ? 'Yes' : 'No'}</label>
          </div>
        ))}
      </div>
      {answer?.current === false && isUploadField(field) ? (
        <FileField
          id={`${id}-file`}
          field={field}
          label={`Your current ${documentNoun(field)}`}
          value={answer.url}
          onChange={(url) => onAnswer({ url })}
          error={unanswered ? undefined : problem}
          required
        />
      ) : null}
    </fieldset>
  );
}
