import { isProductActive, matchesOrderType, searchProducts } from '@orderly/domain';
import { useDeferredValue, useState } from 'react';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ProductCard } from '../../features/menu/components/product-card.tsx';
import { useRestaurant } from '../../features/restaurant/components/restaurant-provider.tsx';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { useServerNow } from '../../lib/client.ts';
import { useAppLocation } from '../../lib/location.tsx';
import { useIsDesktop } from '../../lib/use-media-query.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { useOrdering } from '../use-ordering.ts';
import { FloatingCart } from './floating-cart.tsx';
import styles from './search-route.module.css';

/** /search: fuzzy search of the menu by product name. */
export default function SearchRoute() {
  const { menu, settings } = useRestaurant();
  const { isDineIn } = useOrdering();
  const location = useAppLocation();
  const isDesktop = useIsDesktop();
  const now = useServerNow(5000);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  useDocumentTitle(`Search · ${settings.name}`);

  const results = searchProducts(menu.products, deferred, now).filter((product) =>
    matchesOrderType(product.orderType, isDineIn),
  );

  return (
    <div className={styles.page}>
      <PageHeader title="Search Menu" />
      <div className={styles.content}>
        <SearchBox value={query} onChange={setQuery} />
        <p className="visually-hidden" aria-live="polite">
          {deferred.trim() === '' ? '' : `${results.length} ${results.length === 1 ? 'result' : 'results'}`}
        </p>
        {deferred.trim() === '' ? (
          <p className={styles.hint}>Find a dish by its name, like “ramen” or “burger”.</p>
        ) : results.length === 0 ? (
          <p className={styles.hint}>No dishes match “{deferred.trim()}”.</p>
        ) : (
          <ul className={styles.results} data-testid="search-results">
            {results.map((product) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  active={isProductActive(product, now)}
                  to="/product"
                  state={{ productId: product.id, background: isDesktop ? location : undefined }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <FloatingCart />
    </div>
  );
}
