import type { DirectoryVisibility } from '@portico/domain/contracts/directory.contract';
import type { ListingForm } from './use-listing-form';
import fieldParts from '../../ui/field.module.css';
import styles from './directory-listing.module.css';

const CHOICES = {
  public: 'Everyone',
  members: 'Signed-in members only',
  hidden: 'Nobody',
} as const;

/** Each contact field, and who may see it; email and phone never to everyone (decision 104). */
const FIELDS: {
  name: keyof DirectoryVisibility;
  label: string;
  choices: (keyof typeof CHOICES)[];
}[] = [
  { name: 'contact_name', label: 'Your name', choices: ['public', 'members', 'hidden'] },
  { name: 'email', label: 'Your email address', choices: ['members', 'hidden'] },
  { name: 'phone', label: 'Your mobile number', choices: ['members', 'hidden'] },
  { name: 'website', label: 'Your website', choices: ['public', 'members', 'hidden'] },
  {
    name: 'social_links',
    label: 'Your social media links',
    choices: ['public', 'members', 'hidden'],
  },
];

export function VisibilityFields({ form }: { form: ListingForm }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={fieldParts.label}>Who sees your contact details</legend>
      <p className={fieldParts.hint}>
        Your email address and mobile number are never shown to the public: at most to members who
        are signed in.
      </p>
      <div className={styles.visibility}>
        {FIELDS.map((field) => (
          <div key={field.name} className={fieldParts.field}>
            <label htmlFor={`listing-visibility-${field.name}`} className={fieldParts.label}>
              {field.label}
            </label>
            <select
              id={`listing-visibility-${field.name}`}
              className={fieldParts.input}
              {...form.register(`visibility.${field.name}`)}
            >
              {field.choices.map((choice) => (
                <option key={choice} value={choice}>
                  {CHOICES[choice]}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
