import { errorMessage } from '../../app/api-client';
import { useReissueCard } from './api/member-card';
import pageStyles from '../../ui/page.module.css';
import buttonStyles from '../../ui/button.module.css';

/** A lost phone: the member revokes the card (its QR then says so) and is shown a new one. */
export function ReplaceCard() {
  const reissue = useReissueCard();
  return (
    <div className={pageStyles.actions}>
      <button
        type="button"
        className={`${buttonStyles.base} ${buttonStyles.secondary}`}
        disabled={reissue.isPending}
        onClick={() => reissue.mutate()}
      >
        Replace this card (lost phone)
      </button>
      <div aria-live="polite">
        {reissue.isSuccess ? <p>The old card no longer verifies. This is your new card.</p> : null}
        {reissue.isError ? <p role="alert">{errorMessage(reissue.error)}</p> : null}
      </div>
    </div>
  );
}
