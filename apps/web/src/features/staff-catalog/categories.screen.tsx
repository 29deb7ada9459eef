import { formatInr } from '@portico/domain/currency';
import { useState } from 'react';
import { usePageTitle } from '../../app/page-title';
import { Modal } from '../../ui/modal';
import { useStaffCategories, type StaffCategory } from './api/categories';
import { CategoryForm } from './category-form';
import { hasAnyRole, PAGE_ROLES, useStaffUser } from '../../app/staff/staff-session';
import { EditButton } from '../../ui/list/edit-button';
import { EmptyState } from '../../ui/list/empty-state';
import { NoAccess } from '../../app/staff/no-access';
import { QueryState } from '../../app/staff/query-state';
import { TableRegion } from '../../ui/list/table-region';
import pageStyles from '../../ui/page.module.css';
import buttons from '../../ui/button.module.css';

function points(eligibility: string): string[] {
  return eligibility
    .split(',')
    .map((point) => point.trim())
    .filter(Boolean);
}

/** /staff/categories (admin): the membership categories, their fees and eligibility. */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function CategoriesScreen() {
  usePageTitle('Categories');
  const user = useStaffUser();
  const allowed = hasAnyRole(user, ...PAGE_ROLES.categories);
  const query = useStaffCategories(allowed);
  // undefined: no form; null: a new category.
  const [editing, setEditing] = useState<StaffCategory | null | undefined>(undefined);
  const categories = query.data ?? [];
  const nextRank = Math.max(0, ...categories.map((c) => c.rank ?? 0)) + 1;

  return (
    <section className={`${pageStyles.page} staff-page`} aria-labelledby="page-title">
      <div className={`${pageStyles.header} staff-page__header`}>
        <div>
          <h1 id="page-title" className={pageStyles.title}>
            Categories
          </h1>
          <p className={pageStyles.lead}>
            The membership categories applicants choose from. Changes show on the Select membership
            page at once.
          </p>
        </div>
        {allowed ? (
          <button type="button" className={buttons.primary} onClick={() => setEditing(null)}>
            Add category
          </button>
        ) : null}
      </div>

      {!allowed ? (
        <NoAccess what="the categories" />
      ) : (
        <QueryState
          isPending={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          loadingText="Loading categories…"
        >
          {categories.length === 0 ? (
            <EmptyState title="There are no categories yet.">
              <p>Use “Add category” to create the first one.</p>
            </EmptyState>
          ) : (
            <TableRegion label="Categories table">
              <table className="staff-table">
                <caption className="visually-hidden">Membership categories, in rank order</caption>
                <thead>
                  <tr>
                    <th scope="col">Rank</th>
                    <th scope="col">Name</th>
                    <th scope="col">Joining fee (₹)</th>
                    <th scope="col">Annual fee (₹)</th>
                    <th scope="col">Eligibility</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {categories.map((category) => (
                    <tr key={category.id}>
                      <td>{category.rank ?? '—'}</td>
                      <th scope="row">{category.name}</th>
                      <td className="staff-table__number">{formatInr(category.joining_fee)}</td>
                      <td className="staff-table__number">{formatInr(category.annual_fee)}</td>
                      <td className="staff-table__long">
                        <ul className="staff-points">
                          {points(category.eligibility).map((point) => (
                            <li key={point}>{point}</li>
                          ))}
                        </ul>
                        {category.eligibility_remark ? (
                          <p className="staff-field__hint">{category.eligibility_remark}</p>
                        ) : null}
                      </td>
                      <td>
                        <EditButton name={category.name} onClick={() => setEditing(category)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
          )}
        </QueryState>
      )}

      <Modal
        open={editing !== undefined}
        title={editing ? `Edit category: ${editing.name}` : 'Add a category'}
        onClose={() => setEditing(undefined)}
      >
        {editing !== undefined ? (
          <CategoryForm
            key={editing?.id ?? 'new'}
            category={editing}
            nextRank={nextRank}
            onDone={() => setEditing(undefined)}
          />
        ) : null}
      </Modal>
    </section>
  );
}

export { CategoriesScreen as Component };
