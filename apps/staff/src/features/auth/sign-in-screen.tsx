import { useBusyAction } from '@orderly/ui';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { unlockAudio } from '../../lib/chime.ts';
import { messageOf } from '../../lib/client.tsx';
import { getLastLocation, setSession, useSession } from '../../lib/session.ts';
import { signInStaff } from './auth-api.ts';
import { CardField, FormError } from './card-fields.tsx';
import './sign-in.css';

function safeNext(next: string | null): string | null {
  return next?.startsWith('/') && !next.startsWith('//') ? next : null;
}

function homeFor(next: string | null): string {
  const last = getLastLocation();
  return safeNext(next) ?? (last ? `/restaurants/${last.restaurantId}/locations/${last.locationId}` : '/');
}

/** Staff and managers sign in with their e-mail and password; customers are told they are not staff. */
export function SignInScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, setError, run } = useBusyAction(messageOf);

  if (session && !busy) return <Navigate to={homeFor(params.get('next'))} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The tap that signs in also unlocks the alert sound for this tab.
    void unlockAudio();
    if (!email.trim()) return setError('Email cannot be empty.');
    if (!password) return setError('Password cannot be empty.');
    await run(async () => {
      const { token } = await signInStaff(email, password);
      setSession({ token, email: email.trim().toLowerCase() });
      navigate(homeFor(params.get('next')), { replace: true });
    });
  };

  return (
    <main className="sign-in">
      <form className="sign-in__card" onSubmit={submit} noValidate aria-labelledby="sign-in-title">
        <div className="sign-in__logo" aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            width="30"
            height="30"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M4 10h16M6 10v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-8M9 10V6a3 3 0 0 1 6 0v4" />
          </svg>
        </div>
        <h1 id="sign-in-title">Staff sign in</h1>
        <p className="sign-in__lead">Orders, requests and the menu for your location.</p>
        <CardField
          id="email"
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          maxLength={38}
          value={email}
          onChange={setEmail}
        />
        <CardField
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          maxLength={38}
          value={password}
          onChange={setPassword}
        />
        <FormError error={error} />
        <button className="btn btn--primary btn--big btn--block" type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
