import { useNavigate } from 'react-router';
import type { ComponentProps, FormEvent } from 'react';
import type { DirectoryPage } from '@portico/domain/contracts/directory.contract';
import { queryStringOf, type DirectorySearch } from './api/directory';
import { OptionsWithAny } from '../../ui/select-options';
import fieldParts from '../../ui/field.module.css';
import buttons from '../../ui/button.module.css';
import styles from './directory.module.css';

type Props = { search: DirectorySearch; page: DirectoryPage | undefined };

/**
 * A plain GET form: it works before the app starts (the server renders its answer) and, once it
 * has, moves to the new address without reloading.
 */
export function DirectorySearchForm({ search, page }: Props) {
  const navigate = useNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    const next = {
      q: text('q'),
      service: text('service'),
      city: text('city'),
      zone: text('zone'),
    };
    void navigate(`/directory${queryStringOf(next)}`);
  }

  // Keyed by the address (going back shows the search it made) and by the lists' arrival (a
  // select's default applies only to options it had when it mounted).
  const key = `${queryStringOf({ ...search, page: undefined })}:${page ? 'lists' : ''}`;
  return (
    <form
      key={key}
      className={styles.search}
      method="get"
      action="/directory"
      role="search"
      onSubmit={onSubmit}
    >
      <TextFilter
        name="q"
        label="Search by name, service or city"
        value={search.q}
        wide
        type="search"
        maxLength={80}
        autoComplete="off"
      />
      <FilterSelect
        name="service"
        label="Service"
        any="Any service"
        value={search.service}
        options={page?.services.map((item) => ({ value: item.slug, label: item.label })) ?? []}
      />
      <TextFilter
        name="city"
        label="City"
        value={search.city}
        maxLength={60}
        autoComplete="address-level2"
      />
      <FilterSelect
        name="zone"
        label="Zone"
        any="Any zone"
        value={search.zone}
        options={page?.zones.map((zone) => ({ value: zone.code, label: zone.name })) ?? []}
      />
      <button type="submit" className={`${buttons.primary} ${styles.submit}`}>
        Search
      </button>
    </form>
  );
}

/** A filter's select: "any" first, then the choices the directory's answer lists. */
function FilterSelect({
  name,
  label,
  any,
  value,
  options,
}: {
  name: string;
  label: string;
  any: string;
  value: string | undefined;
  options: { value: string; label: string }[];
}) {
  const id = `directory-${name}`;
  return (
    <div className={fieldParts.field}>
      <label htmlFor={id} className={fieldParts.label}>
        {label}
      </label>
      <select id={id} name={name} className={fieldParts.input} defaultValue={value ?? ''}>
        <OptionsWithAny any={any} options={options} />
      </select>
    </div>
  );
}

/** A text box of the search (`wide`: a row of its own), filled with what the address searched. */
function TextFilter({
  name,
  label,
  value,
  wide = false,
  ...input
}: {
  name: 'q' | 'city';
  label: string;
  value: string | undefined;
  wide?: boolean;
} & Pick<ComponentProps<'input'>, 'type' | 'maxLength' | 'autoComplete'>) {
  const id = `directory-${name}`;
  return (
    <div className={wide ? `${fieldParts.field} ${styles.words}` : fieldParts.field}>
      <label htmlFor={id} className={fieldParts.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={fieldParts.input}
        defaultValue={value ?? ''}
        {...input}
      />
    </div>
  );
}
