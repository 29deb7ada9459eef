import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../app/api-client';
import type { MembershipCategory } from '../../app/membership-category';
import { CategoryGrid } from '../../app/category-card';
import { MembershipCard } from './membership-card';
import messageStyles from '../../ui/message.module.css';
import { RetryAlert } from '../../ui/retry-alert';

type CategoryOptionsProps = {
  query: UseQueryResult<MembershipCategory[]>;
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  onShowEligibility: (id: number) => void;
};

/** The categories to choose from, or what stands in for them: loading, a failed load, none. */
export function CategoryOptions({
  query,
  selectedId,
  onSelect,
  onShowEligibility,
}: CategoryOptionsProps) {
  if (query.isPending) {
    return (
      <p className={messageStyles.status} role="status">
        Loading membership categories…
      </p>
    );
  }
  if (query.isError) {
    return <RetryAlert message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) {
    return (
      <p className={messageStyles.status}>No membership categories are available right now.</p>
    );
  }
  return (
    <fieldset>
      <legend className="visually-hidden">Membership category</legend>
      <CategoryGrid>
        {query.data.map((category) => (
          <MembershipCard
            key={category.id}
            category={category}
            checked={selectedId === category.id}
            onSelect={() => onSelect(category.id)}
            onShowEligibility={() => onShowEligibility(category.id)}
          />
        ))}
      </CategoryGrid>
    </fieldset>
  );
}
