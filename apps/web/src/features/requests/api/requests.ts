import { topics } from '@orderly/client';
import type { BodyOf, DataOf } from '@orderly/contract';
import type { ServiceRequest } from '@orderly/domain';
import { apiData } from '../../../lib/client.ts';

/** custom: typed by the customer rather than one of the restaurant's request types. */
export type SendRequestBody = BodyOf<'sendServiceRequest'>;

/** POST /guest/requests: a dine-in service request for the staff (water, the bill…). */
export async function sendRequest(body: SendRequestBody): Promise<ServiceRequest> {
  const data = await apiData<DataOf<'sendServiceRequest'>>('/guest/requests', { method: 'POST', body });
  return data.request;
}

/** Snapshot of the live topic `request:{id}`. */
export interface LiveRequest {
  request: ServiceRequest | null;
}

export const requestTopic = topics.request;
