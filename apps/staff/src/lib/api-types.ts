import type { LocationSettings, Order, ServiceRequest } from '@orderly/domain';

/** An order as the staff queue and search return it. */
export interface StaffOrder extends Order {
  tableId: string | null;
  cancelReason: string | null;
  acknowledgedAt?: string | null;
}

export interface StaffRequest extends ServiceRequest {
  confirmedAt: string | null;
}

/** An alert the server wrote for the staff (SPEC.md section 8 texts). */
export interface StaffNotification {
  id: string;
  title: string;
  body: string;
  orderId: string | null;
  requestId: string | null;
  tableId: string | null;
  createdAt: string;
  acknowledgedAt: string | null;
}

export interface StaffQueue {
  orders: StaffOrder[];
  requests: StaffRequest[];
  notifications: StaffNotification[];
  serverTime: string;
}

export interface StaffRole {
  restaurantId: string;
  role: 'staff' | 'manager';
  /** null: every location of the restaurant. */
  locationIds: string[] | null;
}

export interface Me {
  user: { id: string; email: string; name: string };
  staff: StaffRole[];
}

export interface LocationSummary {
  id: string;
  locationName: string;
  address: string;
  inactive: boolean;
}

export type PublicSettings = Omit<
  LocationSettings,
  'passcode' | 'integrationId' | 'printers' | 'cardProviderFee' | 'commissionFee' | 'subscriptionFee'
>;

export interface LocationInfo {
  restaurant: { id: string; name: string };
  locations: LocationSummary[];
  settings: PublicSettings;
  serverTime: string;
}

export interface LocationSnapshot {
  settings: PublicSettings;
  serverTime: string;
}
