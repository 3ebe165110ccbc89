import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { type ConnectionStatus, LiveConnection, liveUrl } from './live-connection.ts';
import type { TopicState } from './live-messages.ts';
import { setSession } from './session.ts';

const LiveContext = createContext<LiveConnection | null>(null);

/** Opens the app's one live connection for the signed-in staff member. */
export function LiveProvider({ token, children }: { token: string; children: ReactNode }) {
  const [connection, setConnection] = useState<LiveConnection | null>(null);
  useEffect(() => {
    const created = new LiveConnection(liveUrl(), token, () => setSession(null));
    setConnection(created);
    return () => created.close();
  }, [token]);
  if (!connection) return null;
  return <LiveContext.Provider value={connection}>{children}</LiveContext.Provider>;
}

function useConnection(): LiveConnection {
  const connection = useContext(LiveContext);
  if (!connection) throw new Error('useLive needs a LiveProvider');
  return connection;
}

/** The latest snapshot of a topic (null until the first one arrives) and the server's refusal, if any. */
export function useLive<T>(topic: string): TopicState<T> {
  const connection = useConnection();
  const watch = useCallback((listener: () => void) => connection.watch(topic, listener), [connection, topic]);
  const read = useCallback(() => connection.getState(topic), [connection, topic]);
  return useSyncExternalStore(watch, read) as TopicState<T>;
}

export function useConnectionStatus(): ConnectionStatus {
  const connection = useConnection();
  return useSyncExternalStore(connection.onStatus, connection.getStatus);
}
