import { useBusyAction } from '@orderly/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../lib/client.tsx';
import { setSession } from '../../lib/session.ts';
import { acceptInvitation, type InvitationDetails, readInvitation } from './invitation-api.ts';
import '../auth/sign-in.css';

/**
 * The link of a staff invitation e-mail (/staff/invitation/<token>): the invited person chooses a
 * password and is signed in to the staff app.
 */
export function InvitationScreen() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [details, setDetails] = useState<InvitationDetails | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { busy, error, setError, run } = useBusyAction(messageOf);

  useEffect(() => {
    let current = true;
    readInvitation(token).then(
      (found) => current && setDetails(found),
      (caught: unknown) => current && setLinkError((caught as Error).message),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!details) return;
    if (!password) return setError('Password cannot be empty.');
    if (password !== confirmation) return setError('The two passwords are not the same.');
    await run(async () => {
      const session = await acceptInvitation(token, password);
      setSession({ token: session.token, email: details.email });
      navigate('/', { replace: true });
    });
  };

  if (linkError) {
    return (
      <main className="sign-in">
        <div className="sign-in__card">
          <h1>Invitation</h1>
          <p className="form-error" role="alert">
            {linkError}
          </p>
          <a className="btn btn--primary btn--big btn--block" href="/staff/sign-in">
            Go to sign in
          </a>
        </div>
      </main>
    );
  }

  return (
    <main className="sign-in">
      <form className="sign-in__card" onSubmit={submit} noValidate aria-labelledby="invitation-title">
        <h1 id="invitation-title">{details ? `Join ${details.restaurantName}` : 'Invitation'}</h1>
        <p className="sign-in__lead" aria-live="polite">
          {details
            ? `You are invited as ${details.role === 'manager' ? 'a manager' : 'staff'}. Choose a password for ${details.email}.`
            : 'Checking your invitation…'}
        </p>
        <div className="field">
          <label htmlFor="new-password">New password</label>
          <input
            id="new-password"
            className="input"
            type="password"
            autoComplete="new-password"
            maxLength={128}
            value={password}
            disabled={!details}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="confirm-password">Confirm password</label>
          <input
            id="confirm-password"
            className="input"
            type="password"
            autoComplete="new-password"
            maxLength={128}
            value={confirmation}
            disabled={!details}
            onChange={(event) => setConfirmation(event.target.value)}
          />
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button className="btn btn--primary btn--big btn--block" type="submit" disabled={busy || !details}>
          {busy ? 'Signing in…' : 'Set password and sign in'}
        </button>
      </form>
    </main>
  );
}
