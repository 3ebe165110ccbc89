import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { EMPTY_TOPIC, type TopicState } from '../apply.ts';
import type { LiveSocket } from '../live-socket.ts';
import type { LiveTopic, SnapshotOf } from '../protocol/topics.ts';
import type { ServerClock } from '../server-clock.ts';

/**
 * Watches a live topic (null watches nothing): its state, re-rendering on every change. A topic of
 * `topics` carries its snapshot's type (the contract's `LiveSnapshots`), so `T` is inferred.
 */
export function useLiveTopic<Topic extends LiveTopic<unknown>>(
  socket: LiveSocket,
  topic: Topic | null,
): TopicState<SnapshotOf<Topic>>;
/** A topic built by hand: the caller names what its snapshot holds. */
export function useLiveTopic<T>(socket: LiveSocket, topic: string | null): TopicState<T>;
export function useLiveTopic<T>(socket: LiveSocket, topic: string | null): TopicState<T> {
  const subscribe = useCallback(
    (onChange: () => void) => (topic ? socket.subscribe(topic, onChange) : () => undefined),
    [socket, topic],
  );
  const read = (): TopicState<T> => (topic ? socket.getState<T>(topic) : EMPTY_TOPIC);
  return useSyncExternalStore(subscribe, read, read);
}

/** The server's current time, refreshed every `intervalMillis` and whenever the offset changes. */
export function useServerNow(clock: ServerClock, intervalMillis: number): Date {
  const [now, setNow] = useState(clock.now);
  useEffect(() => {
    const tick = () => setNow(clock.now());
    const timer = setInterval(tick, intervalMillis);
    const stop = clock.onChange(tick);
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [clock, intervalMillis]);
  return now;
}
