import type { StaffDirectoryListing } from '@portico/domain/contracts/directory.contract';
import { errorMessage } from '../../app/api-client';
import { toast } from '../../app/toast';
import { useSetListingHidden } from './api/staff-directory';
import buttons from '../../ui/button.module.css';
import tableStyles from '../../ui/list/table.module.css';

function statusOf(listing: StaffDirectoryListing): string {
  if (listing.hidden_reason !== null) return `Hidden: ${listing.hidden_reason}`;
  if (!listing.current) return 'Not shown: membership not current';
  return 'Shown';
}

/** The listings, each with its state and the action that changes it. */
export function ListingsTable({
  listings,
  onHide,
}: {
  listings: StaffDirectoryListing[];
  onHide: (listing: StaffDirectoryListing) => void;
}) {
  const show = useSetListingHidden();
  return (
    <div className={tableStyles.scroll}>
      <table className={tableStyles.table}>
        <caption className="visually-hidden">Directory listings</caption>
        <thead>
          <tr>
            <th scope="col">Company</th>
            <th scope="col">City</th>
            <th scope="col">State</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {listings.map((listing) => (
            <tr key={listing.member_id}>
              <th scope="row">
                <a href={`/directory/${listing.member_id}`}>{listing.company}</a>
              </th>
              <td>{listing.city}</td>
              <td>{statusOf(listing)}</td>
              <td>
                {listing.hidden_reason !== null ? (
                  <button
                    type="button"
                    className={buttons.link}
                    disabled={show.isPending}
                    onClick={() =>
                      show.mutate(
                        { id: listing.member_id, reason: null },
                        {
                          onSuccess: (message) => toast.success(message),
                          onError: (failure) => toast.error(errorMessage(failure)),
                        },
                      )
                    }
                  >
                    Show {listing.company} again
                  </button>
                ) : (
                  <button type="button" className={buttons.link} onClick={() => onHide(listing)}>
                    Hide {listing.company}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
