import { formatMoney, type Product } from '@orderly/domain';
import { Link } from 'wouter';
import { BrandImage } from '../../../components/ui/brand-image.tsx';
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
  return (
    <Link
      to={props.to}
      state={props.state}
      className={styles.card}
      data-testid="product-card"
      data-sold-out={!active || undefined}
    >
      <div className={styles.text}>
        <h3 className={styles.name}>{product.name}</h3>
        {product.description && <p className={styles.description}>{product.description}</p>}
        {active ? (
          <p className={styles.price}>{formatMoney(product.price)}</p>
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
