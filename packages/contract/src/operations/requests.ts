import { idSchema, staffNotificationBodySchema } from '@orderly/domain';
import { z } from 'zod';
import { serviceRequestSchema } from '../entities.ts';
import { data, failures, operation } from '../http.ts';

const requestData = data(z.object({ request: serviceRequestSchema }));

export const requestOperations = {
  sendServiceRequest: operation({
    method: 'POST',
    path: '/guest/requests',
    summary: 'Send a dine-in service request',
    tags: ['Requests'],
    auth: false,
    body: z.object({
      restaurantId: idSchema,
      locationId: idSchema,
      tableId: idSchema,
      description: z.string().max(1000).default(''),
      /** A typed request rather than one of the restaurant's request types. */
      custom: z.boolean().default(false),
    }),
    response: { 201: requestData, ...failures },
  }),
  getServiceRequest: operation({
    method: 'GET',
    path: '/guest/requests/:requestId',
    summary: 'A service request by its id',
    tags: ['Requests'],
    auth: false,
    params: z.object({ requestId: idSchema }),
    response: { 200: requestData, ...failures },
  }),
  createStaffNotification: operation({
    method: 'POST',
    path: '/guest/create_staff_notification',
    summary: 'Alert the staff of a location',
    tags: ['Requests'],
    auth: false,
    body: staffNotificationBodySchema.extend({ restaurantId: idSchema }),
    response: { 201: data(z.object({ id: z.string() })), ...failures },
  }),
};
