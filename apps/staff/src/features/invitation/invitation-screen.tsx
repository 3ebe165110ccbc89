import { useBusyAction } from '@orderly/ui';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../lib/client.tsx';
import { getSession, setSession, useSession } from '../../lib/session.ts';
import { signOutToken } from '../auth/auth-api.ts';
import { CardField, FormError } from '../auth/card-fields.tsx';
import {
  acceptSignedIn,
  acceptWithNewAccount,
  type InvitationDetails,
  readInvitation,
  signInToAccept,
} from './invitation-api.ts';
import '../auth/sign-in.css';

const roleWords = (role: InvitationDetails['role']) => (role === 'manager' ? 'a manager' : 'staff');

/**
 * The link of a staff invitation e-mail (/staff/invitation/<token>). Nothing is joined until the
 * invited person accepts here (issue 23): signed in as the invited e-mail, they tap Join; with an
 * account, they sign in first; without one, choosing a password accepts and signs them in.
 */
export function InvitationScreen() {
  const { token = '' } = useParams();
  const session = useSession();
  const [details, setDetails] = useState<InvitationDetails | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    readInvitation(token).then(
      (found) => current && setDetails(found),
      (caught: unknown) => current && setLinkError(messageOf(caught)),
    );
    return () => {
      current = false;
    };
  }, [token]);

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
  if (!details) {
    return (
      <Card title="Invitation">
        <p className="sign-in__lead" aria-live="polite">
          Checking your invitation…
        </p>
      </Card>
    );
  }
  if (session && session.email.toLowerCase() === details.email) {
    return <JoinAsYou token={token} details={details} />;
  }
  if (session) {
    return (
      <Card title={`Join ${details.restaurantName}`}>
        <p className="sign-in__lead">
          This invitation is for {details.email}, but you are signed in as {session.email}. Sign out, then
          accept it with {details.email}.
        </p>
        <button
          type="button"
          className="btn btn--primary btn--big btn--block"
          onClick={() => {
            void signOutToken(session.token);
            setSession(null);
          }}
        >
          Sign out of {session.email}
        </button>
      </Card>
    );
  }
  return details.hasAccount ? (
    <SignInToAccept details={details} />
  ) : (
    <NewAccount token={token} details={details} />
  );
}

function Card({
  title,
  children,
  onSubmit,
}: {
  title: string;
  children: ReactNode;
  onSubmit?: (event: FormEvent) => void;
}) {
  return (
    <main className="sign-in">
      {onSubmit ? (
        <form className="sign-in__card" onSubmit={onSubmit} noValidate aria-labelledby="invitation-title">
          <h1 id="invitation-title">{title}</h1>
          {children}
        </form>
      ) : (
        <div className="sign-in__card">
          <h1 id="invitation-title">{title}</h1>
          {children}
        </div>
      )}
    </main>
  );
}

/** Signed in as the invited e-mail: accepting is this one explicit tap. */
function JoinAsYou({ token, details }: { token: string; details: InvitationDetails }) {
  const navigate = useNavigate();
  const { busy, error, run } = useBusyAction(messageOf);
  const join = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await acceptSignedIn(token);
      // The same session, as a new value: where they are staff is read again (now with this restaurant).
      const session = getSession();
      if (session) setSession({ ...session });
      navigate('/', { replace: true });
    });
  };
  return (
    <Card title={`Join ${details.restaurantName}`} onSubmit={join}>
      <p className="sign-in__lead">
        You are invited as {roleWords(details.role)}. You are signed in as {details.email}: join to use the
        staff app for {details.restaurantName}.
      </p>
      <FormError error={error} />
      <button className="btn btn--primary btn--big btn--block" type="submit" disabled={busy}>
        {busy ? 'Joining…' : `Join ${details.restaurantName}`}
      </button>
      <a className="btn btn--big btn--block" href="/staff/">
        Not now
      </a>
    </Card>
  );
}

/** The invited e-mail has an account: its password signs in here, then they choose to join. */
function SignInToAccept({ details }: { details: InvitationDetails }) {
  const [password, setPassword] = useState('');
  const { busy, error, setError, run } = useBusyAction(messageOf);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Password cannot be empty.');
    await run(async () => {
      const signedIn = await signInToAccept(details.email, password);
      setSession({ token: signedIn.token, email: details.email });
    });
  };
  return (
    <Card title={`Join ${details.restaurantName}`} onSubmit={submit}>
      <p className="sign-in__lead">
        You are invited as {roleWords(details.role)}. Sign in with your account, {details.email}, to accept.
      </p>
      <CardField
        id="invitation-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        maxLength={128}
        value={password}
        onChange={setPassword}
      />
      <FormError error={error} />
      <button className="btn btn--primary btn--big btn--block" type="submit" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
      <a className="btn btn--big btn--block" href="/staff/sign-in">
        Forgot your password?
      </a>
    </Card>
  );
}

/** No account yet: choosing a password (and a name) accepts the invitation and signs in. */
function NewAccount({ token, details }: { token: string; details: InvitationDetails }) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { busy, error, setError, run } = useBusyAction(messageOf);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Password cannot be empty.');
    if (password !== confirmation) return setError('The two passwords are not the same.');
    await run(async () => {
      const session = await acceptWithNewAccount(token, password, name.trim());
      setSession({ token: session.token, email: details.email });
      navigate('/', { replace: true });
    });
  };
  return (
    <Card title={`Join ${details.restaurantName}`} onSubmit={submit}>
      <p className="sign-in__lead">
        You are invited as {roleWords(details.role)}. Choose a password for {details.email}.
      </p>
      <CardField
        id="invitation-name"
        label="Your name (optional)"
        autoComplete="name"
        maxLength={28}
        value={name}
        onChange={setName}
      />
      <CardField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        maxLength={128}
        value={password}
        onChange={setPassword}
      />
      <CardField
        id="confirm-password"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        maxLength={128}
        value={confirmation}
        onChange={setConfirmation}
      />
      <FormError error={error} />
      <button className="btn btn--primary btn--big btn--block" type="submit" disabled={busy}>
        {busy ? 'Signing in…' : 'Set password and join'}
      </button>
    </Card>
  );
}
