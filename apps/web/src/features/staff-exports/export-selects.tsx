import { FilterSelect, type FilterOption } from '../../ui/list/filter-fields';
import formLayout from '../../ui/list/form-layout.module.css';

/** One select of an export: its key in the filters, and an empty first option (`anyLabel`). */
type ExportSelect<K extends string> = {
  key: K;
  label: string;
  anyLabel: string;
  options: readonly FilterOption[];
};

/** An export's selects in a row, each reading and writing its key of `filters` (id `export-<key>`). */
export function ExportSelects<K extends string, T extends Record<K, string>>({
  filters,
  onChange,
  selects,
}: {
  filters: T;
  onChange: (filters: T) => void;
  selects: readonly ExportSelect<K>[];
}) {
  return (
    <div className={formLayout.row}>
      {selects.map(({ key, ...select }) => (
        <FilterSelect
          key={key}
          id={`export-${key}`}
          {...select}
          value={filters[key]}
          onChange={(value) => onChange({ ...filters, [key]: value })}
        />
      ))}
    </div>
  );
}
