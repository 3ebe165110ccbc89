export * from './api-client.ts';
export * from './apply.ts';
export * from './deferred-live-socket.ts';
export * from './live-socket.ts';
export type { ClientMessage, ServerMessage, TopicMessage } from './protocol/messages.ts';
export {
  closeCodes,
  keyed,
  type LiveTopic,
  queueItems,
  type SnapshotOf,
  type TopicKind,
  topics,
} from './protocol/topics.ts';
export * from './routes.ts';
export * from './server-clock.ts';
