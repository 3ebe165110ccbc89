import type { z } from 'zod';
import type { Operation } from './http.ts';
import { authOperations } from './operations/auth.ts';
import { deliveryOperations } from './operations/delivery.ts';
import { guestOperations } from './operations/guests.ts';
import { invitationOperations } from './operations/invitations.ts';
import { manageBrandingOperations } from './operations/manage-branding.ts';
import { manageMenuOperations } from './operations/manage-menu.ts';
import { managePromotionsOperations } from './operations/manage-promotions.ts';
import { manageRestaurantOperations } from './operations/manage-restaurant.ts';
import { manageSetupOperations } from './operations/manage-setup.ts';
import { manageStaffOperations } from './operations/manage-staff.ts';
import { manageZonesOperations } from './operations/manage-zones.ts';
import { noticeOperations } from './operations/notices.ts';
import { operationsOperations } from './operations/operations.ts';
import { orderOperations } from './operations/orders.ts';
import { paymentOperations } from './operations/payments.ts';
import { printingOperations } from './operations/printing.ts';
import { pushOperations } from './operations/push.ts';
import { requestOperations } from './operations/requests.ts';
import { restaurantOperations } from './operations/restaurants.ts';
import { staffOperations } from './operations/staff.ts';
import { tableOperations } from './operations/tables.ts';
import { userOperations } from './operations/users.ts';

export * from './entities.ts';
export * from './http.ts';
export { type BrandImageSlot, brandImageSlots } from './operations/manage-branding.ts';
export * from './operations/manage-restaurant.ts';
export * from './operations/manage-setup.ts';
export * from './operations/manage-zones.ts';
export { orderNoticeSchema } from './operations/notices.ts';
export { printerStatusSchema, printJobSchema } from './operations/printing.ts';
export { tableTabSchema } from './operations/tables.ts';
export * from './public-settings.ts';

/**
 * Every HTTP operation of the server, by name. The server registers each route from its entry
 * (`route(app, operations.getMenu, handler)`), the OpenAPI document at /api/openapi.json is
 * generated from those routes, and the apps infer their types from these schemas.
 */
export const operations = {
  ...operationsOperations,
  ...authOperations,
  ...invitationOperations,
  ...restaurantOperations,
  ...paymentOperations,
  ...requestOperations,
  ...orderOperations,
  ...userOperations,
  ...staffOperations,
  ...tableOperations,
  ...noticeOperations,
  ...pushOperations,
  ...printingOperations,
  ...deliveryOperations,
  ...guestOperations,
  ...manageRestaurantOperations,
  ...manageSetupOperations,
  ...manageStaffOperations,
  ...manageZonesOperations,
  ...manageBrandingOperations,
  ...manageMenuOperations,
  ...managePromotionsOperations,
} satisfies Record<string, Operation>;

export type Operations = typeof operations;
export type OperationName = keyof Operations;

type SuccessStatus<O extends Operation> = Extract<keyof O['response'], 200 | 201>;

/** What an operation answers on success (the whole body, `{ data: … }` for API routes). */
export type ResponseOf<N extends OperationName> = z.output<
  Operations[N]['response'][SuccessStatus<Operations[N]>]
>;
/** The `data` of an operation's success body. */
export type DataOf<N extends OperationName> = ResponseOf<N> extends { data: infer D } ? D : never;
/** The body an app sends (before the server's defaults and trimming). */
export type BodyOf<N extends OperationName> = Operations[N] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : never;
/** The query string an app sends. */
export type QueryOf<N extends OperationName> = Operations[N] extends {
  querystring: infer Q extends z.ZodType;
}
  ? z.input<Q>
  : never;
/** The path parameters of an operation. */
export type ParamsOf<N extends OperationName> = Operations[N] extends { params: infer P extends z.ZodType }
  ? z.input<P>
  : never;

/**
 * What each live topic's snapshot holds (the server's `topic-providers.ts` answer these; the
 * apps' `useLive(topics.x(…))` infers them from the topic). Built from the operations' schemas:
 * a topic shows what its HTTP read shows, plus the server's clock where the app needs it.
 */
export interface LiveSnapshots {
  /** `location:{restaurantId}:{locationId}`: null when the location is gone. */
  location: Pick<DataOf<'getLocation'>, 'settings' | 'locations' | 'serverTime' | 'zoneOffsets'> | null;
  /** `menu:{restaurantId}:{locationId}`: the whole catalogue. */
  menu: DataOf<'getMenu'> & { serverTime: string };
  /** `order:{orderId}`: its customer or staff; null when the order is gone. */
  order: { order: DataOf<'getOrder'>['order'] | null; serverTime: string };
  /** `request:{requestId}`: a table's service request. */
  request: { request: DataOf<'sendServiceRequest'>['request'] | null };
  /** `tracking:{token}`: the order as its tracking link shows it. */
  tracking: DataOf<'getOrderTracking'> | null;
  /** `user:{userId}`: the profile and the data at every restaurant; null when the account is gone. */
  user: {
    user: DataOf<'getMe'>['user'];
    restaurants: Record<string, DataOf<'saveUserRestaurant'>>;
  } | null;
  /** `staff:{restaurantId}:{locationId}`: the queue of open orders, requests and alerts. */
  staff: DataOf<'getStaffQueue'>;
  /** `tab:{visitToken}`: a table visit's running tab; null once the visit is over (decision 0093). */
  tab: DataOf<'getTableTab'> | null;
  /** `tables:{restaurantId}:{locationId}`: its staff: the open table visits (decision 0093). */
  tables: DataOf<'getStaffTableVisits'>;
}

export type LiveTopicKind = keyof LiveSnapshots;
