import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { Me } from '../../lib/api-types.ts';
import { getSession, setSession, useSession } from '../../lib/session.ts';
import { fetchMe, signOutToken } from './auth-api.ts';

interface MeState {
  me: Me | null;
  error: string | null;
}

const MeContext = createContext<MeState>({ me: null, error: null });

/** Who is signed in and where they are staff, loaded once per session. */
export function MeProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const [state, setState] = useState<MeState & { token: string | null }>({
    me: null,
    error: null,
    token: null,
  });
  useEffect(() => {
    if (!session) return;
    let cancelled = false;
    fetchMe(session.token).then(
      (me) => !cancelled && setState({ me, error: null, token: session.token }),
      (error: { status?: number; message: string }) => {
        if (cancelled) return;
        if (error.status === 401) setSession(null);
        else setState({ me: null, error: error.message, token: session.token });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [session]);
  const value = session && state.token === session.token ? state : { me: null, error: null };
  return <MeContext.Provider value={value}>{children}</MeContext.Provider>;
}

export function useMe(): MeState {
  return useContext(MeContext);
}

export async function signOut() {
  const token = getSession()?.token;
  setSession(null);
  if (token) await signOutToken(token);
}
