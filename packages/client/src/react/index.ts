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

/** The longest a browser timer waits (about 24.8 days); a later moment is woken for in steps. */
const LONGEST_TIMER = 2 ** 31 - 1;

/**
 * The server's current time, refreshed every `intervalMillis`, whenever the offset changes, and at
 * the moment `wakeAt` names (server time in ms, from the current value; null: none), so a screen
 * that moves on in steps still changes exactly when something falls due (a card turning urgent).
 */
export function useServerNow(
  clock: ServerClock,
  intervalMillis: number,
  wakeAt?: (now: Date) => number | null,
): Date {
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
  const due = wakeAt?.(now) ?? null;
  useEffect(() => {
    if (due === null || due <= now.getTime()) return;
    const wait = Math.min(Math.max(0, due - clock.now().getTime()), LONGEST_TIMER);
    // Woken a little early (the offset moved), the new `now` asks again.
    const timer = setTimeout(() => setNow(clock.now()), wait);
    return () => clearTimeout(timer);
  }, [clock, due, now]);
  return now;
}
