import { type Category, categoryProducts, isProductActive, type Product } from '@orderly/domain';
import styles from './category-products.module.css';
import { ProductCard } from './product-card.tsx';

/**
 * What every list of products is shown with: the restaurant's time (hours, availability), whether
 * the diner eats in, and where a product opens. A screen makes it once and hands it to its lists.
 */
export interface ProductListing {
  now: Date;
  isDineIn: boolean;
  productLink: (product: Product) => { to: string; state?: unknown };
}

/**
 * A category's heading, optional description and its products (SOLD OUT ones included). The
 * pictures load as the browser lays them out, at its own priority: asked for with high priority as
 * soon as the list rendered, they came one round trip after the screen's text, and Lighthouse's
 * estimate waited for them (LCP of the text ~1.9 s; ~1.6 s without).
 */
export function CategoryProducts(
  props: ProductListing & {
    category: Pick<Category, 'name' | 'description' | 'productOrder'>;
    products: readonly Product[];
    headingLevel?: 1 | 2;
    /** False when the screen's own header already names the category. */
    showTitle?: boolean;
    /** The Recent pseudo-category says so when empty. */
    emptyText?: string;
  },
) {
  const list = categoryProducts({
    category: props.category,
    products: props.products,
    now: props.now,
    isDineIn: props.isDineIn,
  });
  const Heading = props.headingLevel === 2 ? 'h2' : 'h1';
  return (
    <section className={styles.section} aria-label={props.category.name}>
      <header className={styles.header}>
        {props.showTitle !== false && (
          // Focusable from script only: a jump to the category hands it the keyboard.
          <Heading className={styles.title} tabIndex={-1} data-category-heading="">
            {props.category.name}
          </Heading>
        )}
        {props.category.description && <p className={styles.description}>{props.category.description}</p>}
      </header>
      {list.length === 0 ? (
        <p className={styles.empty}>{props.emptyText ?? 'Nothing to order here right now.'}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((product) => {
            const link = props.productLink(product);
            return (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  active={isProductActive(product, props.now)}
                  to={link.to}
                  state={link.state}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
