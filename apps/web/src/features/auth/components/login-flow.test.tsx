import { messages, newPasswordProblem } from '@orderly/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkEmail, signIn, signUp } from '../api/sign-in.ts';
import { getAuthToken, setAuthToken } from '../auth-token.ts';
import { LoginFlow } from './login-flow.tsx';

vi.mock('../api/sign-in.ts', () => ({ checkEmail: vi.fn(), signIn: vi.fn(), signUp: vi.fn() }));

const session = { token: 'token-1', user: { email: 'ada@example.com' } } as unknown as Awaited<
  ReturnType<typeof signIn>
>;

function renderLogin(isDineIn = false) {
  const onSignedIn = vi.fn();
  render(
    <LoginFlow restaurantId="demo" isDineIn={isDineIn} brandName="Maple and Miso" onSignedIn={onSignedIn} />,
  );
  return { onSignedIn };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const alertText = () => screen.getByRole('alert').textContent;

async function continueWith(email: string, exists: boolean) {
  vi.mocked(checkEmail).mockResolvedValue({ exists } as Awaited<ReturnType<typeof checkEmail>>);
  type('Email', email);
  press('CONTINUE');
  await screen.findByRole('heading', { name: exists ? 'Welcome back' : 'Create your account' });
}

beforeEach(() => {
  vi.mocked(checkEmail).mockReset();
  vi.mocked(signIn).mockReset();
  vi.mocked(signUp).mockReset();
  setAuthToken(null);
});

describe('the e-mail step', () => {
  it('asks for an e-mail before asking the server', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Log in or sign up' })).toBeTruthy();
    press('CONTINUE');
    expect(alertText()).toBe(messages.emailCheckEmpty);
    expect(checkEmail).not.toHaveBeenCalled();
  });

  // Where the keyboard goes after CONTINUE is claimed by the journey e2e/focus.spec.ts, not here:
  // the bug (issue 24) was a focus timer that ran before a real browser had drawn the password
  // field. Under happy-dom the step was always drawn before that timer ran, so the two tests that
  // claimed it passed with the bug in place as well as without it.
  it('can go back to change the e-mail', async () => {
    renderLogin();
    await continueWith('ada@example.com', true);
    press('Change');
    expect(screen.getByRole('heading', { name: 'Log in or sign up' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
  });
});

describe('an existing account', () => {
  it('logs in with the password and stays signed in', async () => {
    vi.mocked(signIn).mockResolvedValue(session);
    const { onSignedIn } = renderLogin();
    await continueWith('  ada@example.com ', true);
    expect(checkEmail).toHaveBeenCalledWith('ada@example.com');
    expect(screen.getByTestId('login-email').textContent).toBe('ada@example.com');

    press('LOGIN');
    expect(alertText()).toBe(messages.passwordEmpty);
    expect(signIn).not.toHaveBeenCalled();

    type('Password', 'plum-harbour-42');
    press('LOGIN');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(signIn).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'plum-harbour-42',
      restaurantId: 'demo',
    });
    expect(getAuthToken()).toBe('token-1');
    expect(window.localStorage.getItem('orderly.auth')).toBe('"token-1"');
  });

  it("shows the server's refusal and lets the customer try again", async () => {
    vi.mocked(signIn).mockRejectedValueOnce(new Error('Incorrect password.'));
    const { onSignedIn } = renderLogin();
    await continueWith('ada@example.com', true);
    type('Password', 'wrong-password');
    press('LOGIN');

    await waitFor(() => expect(alertText()).toBe('Incorrect password.'));
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(getAuthToken()).toBeNull();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toHaveProperty('disabled', false);
  });
});

describe('a new account', () => {
  it('asks for a password, a name and a 10-digit phone, then signs up', async () => {
    vi.mocked(signUp).mockResolvedValue(session);
    const { onSignedIn } = renderLogin();
    await continueWith('new@example.com', false);

    type('Password', 'abc');
    press('SIGN UP');
    expect(alertText()).toBe(newPasswordProblem('abc'));

    type('Password', 'plum-harbour-42');
    press('SIGN UP');
    expect(alertText()).toBe(messages.nameEmpty);

    type('Name', 'Ada Diner');
    // Kept as typed (as phones autofill it); the one phone rule reads its digits at SIGN UP.
    type('Phone', '(778) 333-44');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('(778) 333-44');
    press('SIGN UP');
    expect(alertText()).toBe(messages.phoneFormat);
    expect(signUp).not.toHaveBeenCalled();

    type('Phone', '778 333 4444');
    press('SIGN UP');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(signUp).toHaveBeenCalledWith({
      email: 'new@example.com',
      password: 'plum-harbour-42',
      name: 'Ada Diner',
      phoneNumber: '7783334444',
      isDineIn: false,
      restaurantId: 'demo',
    });
  });

  it('needs no name or phone at a table', async () => {
    vi.mocked(signUp).mockResolvedValue(session);
    const { onSignedIn } = renderLogin(true);
    await continueWith('table@example.com', false);
    expect(screen.queryByLabelText('Phone')).toBeNull();

    type('Password', 'plum-harbour-42');
    press('SIGN UP');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(vi.mocked(signUp).mock.calls[0]?.[0]).toMatchObject({ isDineIn: true, name: '', phoneNumber: '' });
  });
});
