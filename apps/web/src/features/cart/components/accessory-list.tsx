import { formatPrice, limits, type Product } from '@orderly/domain';
import { BrandImage } from '../../../components/ui/brand-image.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import styles from './accessory-list.module.css';

/** Takeout accessories with plus and minus controls (0 to 50 each). */
export function AccessoryList(props: {
  products: readonly Product[];
  countOf: (productId: string) => number;
  onChange: (productId: string, count: number) => void;
}) {
  return (
    <ul className={styles.list} data-testid="accessory-list">
      {props.products.map((product) => (
        <li key={product.id} className={styles.item}>
          <BrandImage
            className={styles.image}
            src={product.imageUrl}
            alt=""
            label={product.name}
            ratio={1}
            width={112}
          />
          <div className={styles.text}>
            <p className={styles.name}>{product.name}</p>
            <p className={styles.price}>{formatPrice(product.price)}</p>
          </div>
          <QuantityStepper
            size="small"
            value={props.countOf(product.id)}
            min={0}
            max={limits.accessoryQuantityMax}
            label={product.name}
            onChange={(count) => props.onChange(product.id, count)}
          />
        </li>
      ))}
    </ul>
  );
}
