import { NoAccess } from '../../app/staff/no-access';
import { QueryResult } from '../../app/staff/query-state';
import { hasAnyRole, PAGE_ROLES, useStaffUser } from '../../app/staff/staff-session';
import { EditDialog, useEditing } from '../../ui/list/edit-dialog';
import { EmptyState } from '../../ui/list/empty-state';
import { StaffPage } from '../../app/staff/staff-page';
import { useStaffCategories, type StaffCategory } from './api/categories';
import { CategoriesTable } from './categories-table';
import { CategoryForm } from './category-form';
import buttons from '../../ui/button.module.css';

/** /staff/categories (admin): the membership categories, their fees and eligibility. */
export function CategoriesScreen() {
  const allowed = hasAnyRole(useStaffUser(), ...PAGE_ROLES.categories);
  const query = useStaffCategories(allowed);
  const dialog = useEditing<StaffCategory>();
  const categories = query.data ?? [];
  const nextRank = Math.max(0, ...categories.map((c) => c.rank)) + 1;

  return (
    <StaffPage
      title="Categories"
      lead="The membership categories applicants choose from. Changes show on the Select membership page at once."
      action={
        allowed ? (
          <button type="button" className={buttons.primary} onClick={dialog.add}>
            Add category
          </button>
        ) : null
      }
    >
      {!allowed ? (
        <NoAccess what="the categories" />
      ) : (
        <QueryResult query={query} loadingText="Loading categories…">
          {categories.length === 0 ? (
            <EmptyState title="There are no categories yet.">
              <p>Use “Add category” to create the first one.</p>
            </EmptyState>
          ) : (
            <CategoriesTable categories={categories} onEdit={dialog.edit} />
          )}
        </QueryResult>
      )}
      <EditDialog
        editing={dialog.editing}
        title={dialog.editing ? `Edit category: ${dialog.editing.name}` : 'Add a category'}
        onClose={dialog.close}
      >
        {(category) => (
          <CategoryForm category={category} nextRank={nextRank} onDone={dialog.close} />
        )}
      </EditDialog>
    </StaffPage>
  );
}

export { CategoriesScreen as Component };
