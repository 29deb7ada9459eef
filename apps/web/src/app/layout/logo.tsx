import { useAssociationBrand } from '../association';
import { PRODUCT_NAME } from '../page-title';
import styles from './logo.module.css';

/**
 * The association's logo (when uploaded) and short name, as the admin saved them in Settings.
 * `foldsOnPhone`: the name is left to assistive tech on a phone, where the journey's one-line bar
 * needs the room.
 */
export function Logo({ foldsOnPhone = false }: { foldsOnPhone?: boolean }) {
  const brand = useAssociationBrand();
  if (!brand) return <span className={styles.logo} />;
  return (
    <span className={styles.logo}>
      {brand.logoUrl ? (
        <img className={styles.mark} src={brand.logoUrl} alt="" width="32" height="32" />
      ) : null}
      <span
        className={foldsOnPhone ? `${styles.text} ${styles.folding}` : styles.text}
        title={brand.name === brand.shortName ? undefined : brand.name}
      >
        {brand.shortName}
      </span>
    </span>
  );
}

/** The only place the product is named: a small line at the foot of the page. */
export function PoweredBy() {
  return (
    <footer className={styles.poweredBy}>
      <p>Powered by {PRODUCT_NAME}</p>
    </footer>
  );
}
