import { useOutletContext } from 'react-router';
import type { PrintingState } from '../features/printing/use-printing-status.ts';
import type { OrderHandlers } from '../features/queue/order-card.tsx';
import type { PublicSettings, StaffQueue } from '../lib/api-types.ts';

/** What every tab of a location's workspace shares: the live queue, the settings, order dialogs. */
export interface Workspace {
  restaurantId: string;
  locationId: string;
  settings: PublicSettings;
  queue: StaffQueue | null;
  handlers: OrderHandlers;
  /** The location's printers and the orders that did not print (0090). */
  printing: PrintingState;
}

export function useWorkspace(): Workspace {
  return useOutletContext<Workspace>();
}
