import { formatPrice, type Product } from '@orderly/domain';
import { Link } from 'wouter';
import { BrandImage } from '../../../components/ui/brand-image.tsx';
import { usePendingTap } from '../use-pending-tap.ts';
import styles from './product-card.module.css';

/** Name, description, image and price, or SOLD OUT in red when the product is not available. */
export function ProductCard(props: {
  product: Product;
  active: boolean;
  to: string;
  state?: unknown;
  priority?: boolean;
}) {
  const { product, active } = props;
  // The product screen or dialog may still be loading: the card shows it is opening at once.
  const [pending, tapped] = usePendingTap();
  return (
    <Link
      to={props.to}
      state={props.state}
      onClick={(event) => {
        if (pending) event.preventDefault();
        else tapped();
      }}
      aria-busy={pending || undefined}
      className={styles.card}
      data-testid="product-card"
      data-sold-out={!active || undefined}
    >
      <div className={styles.text}>
        <h3 className={styles.name}>{product.name}</h3>
        {product.description && <p className={styles.description}>{product.description}</p>}
        {active ? (
          <p className={styles.price}>{formatPrice(product.price)}</p>
        ) : (
          <p className={styles.soldOut}>SOLD OUT</p>
        )}
      </div>
      <BrandImage
        className={styles.image}
        src={product.imageUrl}
        alt=""
        label={product.name}
        ratio={1}
        width={240}
        priority={props.priority}
      />
    </Link>
  );
}
