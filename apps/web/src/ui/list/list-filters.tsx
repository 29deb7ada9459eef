import type { ReactNode } from 'react';
import { DateField } from './date-field';
import { FilterSelect, SearchForm, type FilterOption } from './filter-fields';
import { FilterPanel } from './filter-panel';

/** A select whose empty first option (`anyLabel`) means "no filter". */
type SelectFilter<K extends string> = {
  key: K;
  label: string;
  anyLabel: string;
  options: readonly FilterOption[];
};

/** A date, bounded by the value of another key (a range's other end). */
type DateFilter<K extends string> = { key: K; label: string; type: 'date'; min?: K; max?: K };

export type ListFilter<K extends string> = SelectFilter<K> | DateFilter<K>;

/** The two ends of a date range: each bounds the other. */
export function dateRange<K extends string>(
  [from, to]: readonly [K, K],
  [fromLabel, toLabel]: readonly [string, string],
): ListFilter<K>[] {
  return [
    { key: from, label: fromLabel, type: 'date', max: to },
    { key: to, label: toLabel, type: 'date', min: from },
  ];
}

/** What the panel needs of a list's URL parameters (`useListParams`). */
type FilteredList<K extends string> = {
  values: Record<K | 'q', string>;
  update: (patch: Partial<Record<K | 'q', string>>) => void;
  clear: () => void;
  hasFilters: boolean;
};

/**
 * A staff list's "Filters" group: its search box and its filters, each read from and written to the
 * page URL through `list`. Ids are `<name>-search`, `<name>-<key>` and `<name>-filters-title`.
 * "Clear filters" clears them all unless `onClear` says otherwise (null: no button).
 */
export function ListFilters<K extends string>({
  name,
  list,
  searchHint,
  filters,
  onClear = list.hasFilters ? () => list.clear() : null,
  actions,
}: {
  name: string;
  list: FilteredList<K>;
  searchHint: ReactNode;
  filters: readonly ListFilter<K>[];
  onClear?: (() => void) | null;
  actions?: ReactNode;
}) {
  const { values } = list;
  const field = (filter: ListFilter<K>) => {
    const common = {
      id: `${name}-${filter.key}`,
      label: filter.label,
      value: values[filter.key],
      onChange: (value: string) =>
        list.update({ [filter.key]: value } as Partial<Record<K | 'q', string>>),
    };
    if ('type' in filter) {
      const bound = (key: K | undefined) => (key ? values[key] : undefined);
      return (
        <DateField key={filter.key} {...common} min={bound(filter.min)} max={bound(filter.max)} />
      );
    }
    return (
      <FilterSelect
        key={filter.key}
        {...common}
        anyLabel={filter.anyLabel}
        options={filter.options}
      />
    );
  };
  return (
    <FilterPanel
      titleId={`${name}-filters-title`}
      search={
        <SearchForm
          id={`${name}-search`}
          value={values.q}
          onSearch={(q) => list.update({ q } as Partial<Record<K | 'q', string>>)}
          hint={searchHint}
        />
      }
      onClear={onClear}
      actions={actions}
    >
      {filters.map(field)}
    </FilterPanel>
  );
}
