import type { Category } from '@orderly/domain';
import { useAuthToken } from '../auth/auth-token.ts';
import { useOrders } from './use-orders.ts';

export const RECENT_CATEGORY_ID = 'recent';
export const RECENT_CATEGORY_NAME = 'Recent Orders';

/**
 * The Recent pseudo-category (SPEC.md section 3): the products of the user's recent orders,
 * most recent first, each once. Which are orderable now is decided like any category's.
 */
export function useRecentCategory(restaurantId: string): Category & { loading: boolean } {
  const token = useAuthToken();
  const state = useOrders(restaurantId, token);
  const productOrder: string[] = [];
  if (state.status === 'ready') {
    const seen = new Set<string>();
    for (const order of state.orders) {
      for (const line of order.lines) {
        if (seen.has(line.productId)) continue;
        seen.add(line.productId);
        productOrder.push(line.productId);
      }
    }
  }
  return {
    id: RECENT_CATEGORY_ID,
    name: RECENT_CATEGORY_NAME,
    productOrder,
    orderType: 'all',
    takeoutAccessory: false,
    loading: state.status === 'loading' || state.status === 'idle',
  };
}
