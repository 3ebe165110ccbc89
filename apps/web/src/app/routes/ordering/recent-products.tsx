import { messages, type Product } from '@orderly/domain';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { CategoryProducts } from '../../../features/menu/components/category-products.tsx';
import { useRecentCategory } from '../../../features/orders/recent-category.ts';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';

/** The Recent Orders category's products, or 'No recent orders.' */
export function RecentProducts(props: {
  now: Date;
  isDineIn: boolean;
  productLink: (product: Product) => { to: string; state?: unknown };
  showTitle?: boolean;
}) {
  const { restaurant, menu } = useRestaurant();
  const category = useRecentCategory(restaurant.id);
  if (category.loading) return <Spinner label="Loading recent orders" />;
  return (
    <CategoryProducts
      category={category}
      products={menu.products}
      now={props.now}
      isDineIn={props.isDineIn}
      productLink={props.productLink}
      headingLevel={2}
      showTitle={props.showTitle}
      emptyText={messages.noRecentOrders}
    />
  );
}
