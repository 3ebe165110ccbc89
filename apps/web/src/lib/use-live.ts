import { useCallback, useSyncExternalStore } from 'react';
import { LiveConnection } from './live-connection.ts';
import { EMPTY_TOPIC, type TopicState } from './live-messages.ts';

function liveUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/live`;
}

/** The app's single live connection. */
export const liveConnection = new LiveConnection(liveUrl);

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => liveConnection.wake());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') liveConnection.wake();
  });
}

export interface LiveTopic<T> {
  data: T | undefined;
  answered: boolean;
  error: string | null;
}

/** Watches a live topic (null watches nothing): its latest snapshot, re-rendering on every change. */
export function useLive<T>(topic: string | null): LiveTopic<T> {
  const subscribe = useCallback(
    (onChange: () => void) => (topic ? liveConnection.subscribe(topic, onChange) : () => {}),
    [topic],
  );
  const state: TopicState = useSyncExternalStore(subscribe, () =>
    topic ? liveConnection.getState(topic) : EMPTY_TOPIC,
  );
  return state as LiveTopic<T>;
}
