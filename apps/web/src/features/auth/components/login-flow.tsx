import {
  limits,
  PHONE_TEXT_MAX_LENGTH,
  phoneToSave,
  successMessages,
  validateEmailCheck,
  validateLogin,
  validateRegistration,
} from '@orderly/domain';
import { useBusyAction } from '@orderly/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { BackIcon } from '../../../components/ui/icons.tsx';
import { FormAlert, TextField } from '../../../components/ui/text-field.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { markSignedIn } from '../account-cart.ts';
import { checkEmail, type SignedIn, signIn, signUp } from '../api/sign-in.ts';
import { setAuthToken } from '../auth-token.ts';
import styles from './login-flow.module.css';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';

/** SPEC.md section 4: the e-mail first, then a password for an existing account or a sign-up. */
type Step = 'ENTER_EMAIL' | 'EMAIL_LOCKED_ENTER_PASS' | 'REGISTER_ENTER_EMAIL_AND_PASS';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Login or signup. `onSignedIn` runs once the session is set (the caller navigates on).
 */
export function LoginFlow(props: {
  restaurantId: string | null;
  isDineIn: boolean;
  brandName: string;
  logo?: string;
  onSignedIn: () => void;
}) {
  const [step, setStep] = useState<Step>('ENTER_EMAIL');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const { busy, error, setError, run } = useBusyAction(errorText);
  const [resetOpen, setResetOpen] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const finish = (session: SignedIn) => {
    markSignedIn();
    setAuthToken(session.token);
    notifySuccess(successMessages.welcome(session.user.email));
    props.onSignedIn();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (step === 'ENTER_EMAIL') {
      const problem = validateEmailCheck(email);
      if (problem) return setError(problem);
      void run(async () => {
        const { exists } = await checkEmail(email.trim());
        setStep(exists ? 'EMAIL_LOCKED_ENTER_PASS' : 'REGISTER_ENTER_EMAIL_AND_PASS');
        setPassword('');
      });
      return;
    }
    if (step === 'EMAIL_LOCKED_ENTER_PASS') {
      const problem = validateLogin({ email, password });
      if (problem) return setError(problem);
      void run(async () =>
        finish(await signIn({ email: email.trim(), password, restaurantId: props.restaurantId })),
      );
      return;
    }
    const input = { email: email.trim(), password, name, phoneNumber: phone, isDineIn: props.isDineIn };
    const problem = validateRegistration(input);
    if (problem) return setError(problem);
    // Sent as its ten digits, as the account keeps it ('(778) 333-4444' as typed or autofilled).
    const phoneNumber = phoneToSave(phone);
    void run(async () => finish(await signUp({ ...input, phoneNumber, restaurantId: props.restaurantId })));
  };

  const back = () => {
    setStep('ENTER_EMAIL');
    setError(null);
    setPassword('');
  };

  // Each step's first field takes the keyboard when the step changes (not on the first screen,
  // whose e-mail field has autoFocus): typing after CONTINUE goes into the password.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    (step === 'ENTER_EMAIL' ? emailRef : passwordRef).current?.focus();
  }, [step]);

  const heading =
    step === 'ENTER_EMAIL'
      ? 'Log in or sign up'
      : step === 'EMAIL_LOCKED_ENTER_PASS'
        ? 'Welcome back'
        : 'Create your account';
  const lead =
    step === 'ENTER_EMAIL'
      ? `Order faster, keep your card and delivery details, and earn rewards at ${props.brandName}.`
      : step === 'EMAIL_LOCKED_ENTER_PASS'
        ? 'Enter your password to log in.'
        : 'A few details and you are ready to order.';

  return (
    <div className={styles.card}>
      {props.logo && <img src={props.logo} alt="" width={72} height={72} className={styles.logo} />}
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.lead}>{lead}</p>
      <form className={styles.form} onSubmit={submit} noValidate data-testid={`login-step-${step}`}>
        {step === 'ENTER_EMAIL' ? (
          <TextField
            ref={emailRef}
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            maxLength={limits.emailMaxLength}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoFocus
          />
        ) : (
          <div className={styles.locked}>
            <span className={styles.lockedLabel}>Email</span>
            <span className={styles.lockedValue} data-testid="login-email">
              {email.trim()}
            </span>
            <button type="button" className={styles.change} onClick={back}>
              Change
            </button>
          </div>
        )}
        {step !== 'ENTER_EMAIL' && (
          <TextField
            ref={passwordRef}
            label="Password"
            type="password"
            name="password"
            autoComplete={step === 'EMAIL_LOCKED_ENTER_PASS' ? 'current-password' : 'new-password'}
            maxLength={limits.passwordMaxLength}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
        {step === 'REGISTER_ENTER_EMAIL_AND_PASS' && (
          <>
            <TextField
              label="Name"
              name="name"
              autoComplete="name"
              maxLength={limits.nameMaxLength}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            {!props.isDineIn && (
              <TextField
                label="Phone"
                type="tel"
                name="phone"
                autoComplete="tel-national"
                inputMode="tel"
                placeholder="7783334444"
                maxLength={PHONE_TEXT_MAX_LENGTH}
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
              />
            )}
          </>
        )}
        <FormAlert message={error} testId="login-error" />
        <Button type="submit" block disabled={busy} aria-busy={busy}>
          {step === 'ENTER_EMAIL' ? 'CONTINUE' : step === 'EMAIL_LOCKED_ENTER_PASS' ? 'LOGIN' : 'SIGN UP'}
        </Button>
        {step === 'EMAIL_LOCKED_ENTER_PASS' && (
          <button type="button" className={styles.textButton} onClick={() => setResetOpen(true)}>
            Forgot Password
          </button>
        )}
        {step !== 'ENTER_EMAIL' && (
          <Button variant="ghost" block onClick={back}>
            <BackIcon width={20} height={20} />
            Back
          </Button>
        )}
      </form>
      {resetOpen && <ResetPasswordDialog initialEmail={email.trim()} onClose={() => setResetOpen(false)} />}
    </div>
  );
}
