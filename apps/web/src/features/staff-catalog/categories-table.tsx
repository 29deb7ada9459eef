import { formatInr } from '@portico/domain/currency';
import { ActionsHeader, DataTable } from '../../ui/list/data-table';
import { EditButton } from '../../ui/list/edit-button';
import type { StaffCategory } from './api/categories';
import fieldStyles from '../../ui/list/field.module.css';
import tableStyles from '../../ui/list/table.module.css';
import styles from './categories-table.module.css';

function points(eligibility: string): string[] {
  return eligibility
    .split(',')
    .map((point) => point.trim())
    .filter(Boolean);
}

function CategoryRow({ category, onEdit }: { category: StaffCategory; onEdit: () => void }) {
  return (
    <tr>
      <td>{category.rank}</td>
      <th scope="row">{category.name}</th>
      <td className={tableStyles.number}>{formatInr(category.joining_fee)}</td>
      <td className={tableStyles.number}>{formatInr(category.annual_fee)}</td>
      <td className={tableStyles.long}>
        <ul className={styles.points}>
          {points(category.eligibility).map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        {category.eligibility_remark ? (
          <p className={fieldStyles.hint}>{category.eligibility_remark}</p>
        ) : null}
      </td>
      <td>
        <EditButton name={category.name} onClick={onEdit} />
      </td>
    </tr>
  );
}

/** The categories in rank order: fees in rupees, eligibility points, and Edit. */
export function CategoriesTable({
  categories,
  onEdit,
}: {
  categories: readonly StaffCategory[];
  onEdit: (category: StaffCategory) => void;
}) {
  return (
    <DataTable
      label="Categories table"
      caption="Membership categories, in rank order"
      columns={[
        'Rank',
        'Name',
        'Joining fee (₹)',
        'Annual fee (₹)',
        'Eligibility',
        <ActionsHeader key="actions" />,
      ]}
    >
      {categories.map((category) => (
        <CategoryRow key={category.id} category={category} onEdit={() => onEdit(category)} />
      ))}
    </DataTable>
  );
}
