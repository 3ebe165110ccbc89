import { messages } from '@orderly/domain';
import { Spinner } from '../../../components/ui/spinner.tsx';
import {
  CategoryProducts,
  type ProductListing,
} from '../../../features/menu/components/category-products.tsx';
import { useRecentCategory } from '../../../features/orders/recent-category.ts';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';

/** The Recent Orders category's products, or 'No recent orders.' */
export function RecentProducts({ showTitle, ...listing }: ProductListing & { showTitle?: boolean }) {
  const { restaurant, menu } = useRestaurant();
  const category = useRecentCategory(restaurant.id);
  if (category.loading) return <Spinner label="Loading recent orders" />;
  return (
    <CategoryProducts
      {...listing}
      category={category}
      products={menu.products}
      headingLevel={2}
      showTitle={showTitle}
      emptyText={messages.noRecentOrders}
    />
  );
}
