import { limits, validatePasswordChange } from '@orderly/domain';
import { useBusyAction } from '@orderly/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { call, messageOf } from '../../lib/client.tsx';
import { useSession } from '../../lib/session.ts';
import { CardField, FormError } from './card-fields.tsx';
import './sign-in.css';

/**
 * A staff member's or manager's new password (POST /api/change_password): the current one first,
 * then a new one by the sign-up rule. Every other device signed in to the account is signed out;
 * this one stays. Focus starts on the current password and moves to the result.
 */
export function ChangePasswordScreen() {
  const session = useSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [changed, setChanged] = useState<string | null>(null);
  const { busy, error, setError, run } = useBusyAction(messageOf);
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (changed) result.current?.focus();
  }, [changed]);

  if (!session) return <Navigate to="/sign-in?next=/password" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePasswordChange({ currentPassword: current, newPassword: next });
    if (problem) return setError(problem);
    await run(async () => {
      const { message } = await call('changePassword', {
        body: { currentPassword: current, newPassword: next },
      });
      setChanged(message);
    });
  };

  return (
    <main className="sign-in">
      {changed ? (
        <div
          className="sign-in__card"
          ref={result}
          tabIndex={-1}
          role="status"
          aria-labelledby="password-title"
        >
          <h1 id="password-title">{changed}</h1>
          <p className="sign-in__lead">Every other device signed in to your account was signed out.</p>
          <Link className="btn btn--primary btn--big btn--block" to="/">
            Back to the staff app
          </Link>
        </div>
      ) : (
        <form className="sign-in__card" onSubmit={submit} noValidate aria-labelledby="password-title">
          <h1 id="password-title">Change password</h1>
          <p className="sign-in__lead">Signed in as {session.email}.</p>
          <CardField
            id="current-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            maxLength={limits.passwordMaxLength}
            value={current}
            onChange={setCurrent}
            // The screen is this one form: focus starts on its first field.
            autoFocus
          />
          <CardField
            id="new-password"
            label="New password"
            hint="At least 8 characters. Not a common password, nor your name or e-mail."
            type="password"
            autoComplete="new-password"
            maxLength={limits.passwordMaxLength}
            value={next}
            onChange={setNext}
          />
          <FormError error={error} />
          <button className="btn btn--primary btn--big btn--block" type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Change password'}
          </button>
          <Link className="btn btn--block" to="/">
            Cancel
          </Link>
        </form>
      )}
    </main>
  );
}
