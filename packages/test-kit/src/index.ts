export { ApiError } from '@orderly/client/api-client';
export * from './bodies.ts';
export * from './chromium.ts';
export * from './demo.ts';
export * from './kit.ts';
export * from './pretend-cloudprnt.ts';
export * from './pretend-printer.ts';
