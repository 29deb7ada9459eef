import type { MemberCard } from '@portico/domain/contracts/cards.contract';
import { errorMessage } from '../../app/api-client';
import { useSaveCardFile, useSaveToGoogleWallet } from './api/card-files';
import pageStyles from '../../ui/page.module.css';
import buttonStyles from '../../ui/button.module.css';

const secondary = `${buttonStyles.base} ${buttonStyles.secondary}`;

/**
 * The card to keep: a PDF to print or share, and the wallets the association has set up (decision
 * 102). A wallet pass expires with the membership; its QR always opens the live check.
 */
export function CardDownloads({ card }: { card: MemberCard }) {
  const pdf = useSaveCardFile('pdf');
  const apple = useSaveCardFile('apple-pass');
  const google = useSaveToGoogleWallet((url) => window.location.assign(url));
  const failed = [pdf, apple, google].find((action) => action.isError);
  return (
    <div className={pageStyles.actions}>
      <button
        type="button"
        className={secondary}
        disabled={pdf.isPending}
        onClick={() => pdf.mutate(card.member_number)}
      >
        Download the card (PDF)
      </button>
      {card.wallets.apple ? (
        <button
          type="button"
          className={secondary}
          disabled={apple.isPending}
          onClick={() => apple.mutate(card.member_number)}
        >
          Add to Apple Wallet
        </button>
      ) : null}
      {card.wallets.google ? (
        <button
          type="button"
          className={secondary}
          disabled={google.isPending}
          onClick={() => google.mutate()}
        >
          Save to Google Wallet
        </button>
      ) : null}
      <div aria-live="polite">
        {failed?.error ? <p role="alert">{errorMessage(failed.error)}</p> : null}
      </div>
    </div>
  );
}
