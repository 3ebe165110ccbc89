import { createCustomerBodySchema, messages } from '@orderly/domain';
import { z } from 'zod';
import { savedCardSchema } from '../entities.ts';
import { data, failures, messageData, operation } from '../http.ts';

/** The provider's card token (a missing or blank one is the spec's 'User Token not valid') and the postal code. */
const cardBody = z.object({
  cardToken: z.string({ error: messages.userTokenInvalid }).trim().min(1, messages.userTokenInvalid).max(256),
  postalCode: createCustomerBodySchema.shape.postalCode,
});

const savedCard = data(z.object({ id: z.string(), card: savedCardSchema, message: z.string() }));

/** A Stripe-shaped error of the sandbox token endpoint (our own refusals carry the message only). */
const cardError = z.object({
  error: z.object({
    type: z.string().optional(),
    code: z.string().optional(),
    param: z.string().optional(),
    message: z.string(),
  }),
});

export const paymentOperations = {
  getPaymentsConfig: operation({
    method: 'GET',
    path: '/guest/payments/config',
    summary: 'Where and how the browser tokenizes a card',
    tags: ['Payments'],
    auth: false,
    response: {
      200: data(
        z.object({
          provider: z.enum(['sandbox', 'stripe']),
          publishableKey: z.string(),
          /** Where the browser posts the form-encoded card details. */
          tokenUrl: z.string(),
        }),
      ),
      ...failures,
    },
  }),
  createSandboxToken: operation({
    method: 'POST',
    path: '/sandbox/payments/v1/tokens',
    summary: 'Sandbox card provider: tokenize a card (form-encoded, Stripe-shaped)',
    tags: ['Payments'],
    auth: false,
    body: z.record(z.string(), z.string()).meta({
      description:
        'Form fields card[number], card[cvc], card[exp_month], card[exp_year], card[address_zip], key',
    }),
    response: {
      200: z.object({
        id: z.string(),
        object: z.literal('token'),
        type: z.literal('card'),
        card: savedCardSchema,
      }),
      400: cardError,
      401: cardError,
      402: cardError,
      ...failures,
    },
  }),
  createCustomer: operation({
    method: 'POST',
    path: '/api/create_customer',
    summary: 'Save a tokenized card',
    tags: ['Payments'],
    auth: true,
    body: cardBody,
    response: { 200: savedCard, ...failures },
  }),
  updateCustomer: operation({
    method: 'PUT',
    path: '/api/update_customer',
    summary: 'Replace the saved card',
    tags: ['Payments'],
    auth: true,
    body: cardBody,
    response: { 200: savedCard, ...failures },
  }),
  deleteCard: operation({
    method: 'DELETE',
    path: '/api/card',
    summary: 'Delete the saved card',
    tags: ['Payments'],
    auth: true,
    response: { 200: messageData, ...failures },
  }),
};
