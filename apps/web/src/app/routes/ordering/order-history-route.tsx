import { PageHeader } from '../../../components/ui/page-header.tsx';
import { OrderHistoryList } from '../../../features/orders/components/order-history-list.tsx';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';
import page from '../page.module.css';

/** /order_history: the signed-in user's orders (logged out, it says to log in). */
export default function OrderHistoryRoute() {
  const { settings } = useRestaurant();
  useDocumentTitle(`Orders · ${settings.name}`);
  return (
    <div className={page.page}>
      <PageHeader title="Order History" />
      <div className={`${page.content} ${page.narrow}`}>
        <OrderHistoryList />
      </div>
    </div>
  );
}
