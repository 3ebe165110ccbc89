import type { ServiceRequest } from '@orderly/domain';
import { apiData } from '../../../lib/api-client.ts';

export interface SendRequestBody {
  restaurantId: string;
  locationId: string;
  tableId: string;
  description: string;
  /** Typed by the customer rather than one of the restaurant's request types. */
  custom: boolean;
}

/** POST /guest/requests: a dine-in service request for the staff (water, the bill…). */
export async function sendRequest(body: SendRequestBody): Promise<ServiceRequest> {
  const data = await apiData<{ request: ServiceRequest }>('/guest/requests', { method: 'POST', body });
  return data.request;
}

/** Snapshot of the live topic `request:{id}`. */
export interface LiveRequest {
  request: ServiceRequest | null;
}

export const requestTopic = (requestId: string) => `request:${requestId}`;
