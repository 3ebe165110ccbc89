import type { Product } from '@orderly/domain';
import { Redirect } from 'wouter';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { CategoryProducts, type ProductListing } from '../../features/menu/components/category-products.tsx';
import { RECENT_CATEGORY_ID, RECENT_CATEGORY_NAME } from '../../features/orders/recent-category.ts';
import { useRestaurant } from '../../features/restaurant/components/restaurant-provider.tsx';
import { useServerNow } from '../../lib/client.ts';
import { useAppLocation } from '../../lib/location.tsx';
import { useIsDesktop } from '../../lib/use-media-query.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { useOrdering } from '../use-ordering.ts';
import { FloatingCart } from './floating-cart.tsx';
import { RecentProducts } from './ordering/recent-products.tsx';
import styles from './page.module.css';

/**
 * /category: the category comes through navigation state (SPEC.md), or `?categoryId=` so a
 * category can also be linked to and reloaded.
 */
export default function CategoryRoute() {
  const { menu, settings } = useRestaurant();
  const { isDineIn } = useOrdering();
  const location = useAppLocation();
  const isDesktop = useIsDesktop();
  const now = useServerNow(5000);
  const categoryId =
    (location.state as { categoryId?: string } | null)?.categoryId ??
    new URLSearchParams(location.search).get('categoryId') ??
    undefined;
  const recent = categoryId === RECENT_CATEGORY_ID;
  const category = menu.categories.find((candidate) => candidate.id === categoryId);
  useDocumentTitle(`${recent ? RECENT_CATEGORY_NAME : (category?.name ?? 'Menu')} · ${settings.name}`);

  const productLink = (product: Product) => ({
    to: '/product',
    state: { productId: product.id, background: isDesktop ? location : undefined },
  });
  const listing: ProductListing = { now, isDineIn, productLink };

  // The Recent pseudo-category: products of the user's recent orders.
  if (recent) {
    return (
      <div className={styles.page}>
        <PageHeader title={RECENT_CATEGORY_NAME} />
        <div className={styles.content}>
          <RecentProducts {...listing} showTitle={false} />
        </div>
        <FloatingCart />
      </div>
    );
  }
  if (!category) return <Redirect to="/menu" replace />;

  return (
    <div className={styles.page}>
      <PageHeader title={category.name} />
      <div className={styles.content}>
        <CategoryProducts
          {...listing}
          category={category}
          products={menu.products}
          headingLevel={2}
          showTitle={false}
        />
      </div>
      <FloatingCart />
    </div>
  );
}
