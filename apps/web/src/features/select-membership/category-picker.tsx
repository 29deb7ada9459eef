import { SHELL_MESSAGES } from '@portico/domain/shell-messages';
import { StepFooter } from '../../app/layout/step-footer';
import { usePageTitle } from '../../app/page-title';
import { CategoryOptions } from './category-options';
import { EligibilityModal } from './eligibility-modal';
import { useCategoryPicker } from './use-category-picker';
import pageStyles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page';

/** The heading, the categories as radio cards, Back and Continue, and the eligibility modal. */
export function CategoryPicker({ upgrade }: { upgrade: boolean }) {
  usePageTitle('Select Membership');
  const picker = useCategoryPicker(upgrade);

  return (
    <form
      className={pageStyles.page}
      onSubmit={picker.onContinue}
      aria-labelledby="page-title"
      noValidate
    >
      <PageHeading
        title={SHELL_MESSAGES.selectMembershipHeading}
        lead="Please confirm that you have read the eligibility criteria of the membership category you choose before you continue."
      />

      <CategoryOptions
        query={picker.query}
        selectedId={picker.selected?.id}
        onSelect={picker.choose}
        onShowEligibility={picker.showEligibility}
      />

      <StepFooter onBack={picker.back} canContinue={picker.selected !== undefined} />

      <EligibilityModal {...picker.eligibility} />
    </form>
  );
}
