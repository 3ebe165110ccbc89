import { topics } from '@orderly/client';
import type { BodyOf } from '@orderly/contract';
import type { ServiceRequest } from '@orderly/domain';
import { call } from '../../../lib/client.ts';

/** custom: typed by the customer rather than one of the restaurant's request types. */
export type SendRequestBody = BodyOf<'sendServiceRequest'>;

/** POST /guest/requests: a dine-in service request for the staff (water, the bill…). */
export async function sendRequest(body: SendRequestBody): Promise<ServiceRequest> {
  const data = await call('sendServiceRequest', { body });
  return data.request;
}

export const requestTopic = topics.request;
