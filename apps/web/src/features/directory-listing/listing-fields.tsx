import {
  DIRECTORY_DESCRIPTION_MAX,
  type DirectoryService,
} from '@portico/domain/contracts/directory.contract';
import { InputField, TextareaField } from '../../ui/list/field';
import { fieldId, type ListingForm } from './use-listing-form';
import fieldParts from '../../ui/field.module.css';
import styles from './directory-listing.module.css';

/** What the listing says: description, city, services, website and social links. */
export function ListingFields({
  form,
  services,
}: {
  form: ListingForm;
  services: DirectoryService[];
}) {
  const { register, error } = form;
  return (
    <>
      <TextareaField
        id={fieldId('description')}
        label="About your business"
        hint={`What you do, for whom, and where. At most ${DIRECTORY_DESCRIPTION_MAX} characters.`}
        error={error('description')}
        rows={4}
        {...register('description')}
      />
      <InputField
        id={fieldId('city')}
        label="City"
        error={error('city')}
        autoComplete="address-level2"
        {...register('city')}
      />
      <ServiceChoices form={form} services={services} />
      <InputField
        id={fieldId('website')}
        label="Website"
        hint="For example https://www.example.in"
        error={error('website')}
        type="url"
        autoComplete="url"
        {...register('website')}
      />
      <TextareaField
        id={fieldId('social_text')}
        label="Social media links"
        hint="One link a line, at most 4."
        error={error('social_text')}
        rows={3}
        {...register('social_text')}
      />
    </>
  );
}

/** The association's services, as checkboxes. */
function ServiceChoices({ form, services }: { form: ListingForm; services: DirectoryService[] }) {
  const { register, error } = form;
  const servicesError = error('services');
  return (
    <fieldset
      id={fieldId('services')}
      className={styles.fieldset}
      aria-describedby={servicesError ? `${fieldId('services')}-error` : undefined}
      tabIndex={-1}
    >
      <legend className={fieldParts.label}>Services you offer</legend>
      {servicesError ? (
        <p id={`${fieldId('services')}-error`} className={fieldParts.error}>
          {servicesError}
        </p>
      ) : null}
      <div className={styles.choices}>
        {services.map((service) => (
          <div key={service.slug} className={fieldParts.checkbox}>
            <input
              type="checkbox"
              id={`listing-service-${service.slug}`}
              value={service.slug}
              {...register('services')}
            />
            <label htmlFor={`listing-service-${service.slug}`}>{service.label}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
