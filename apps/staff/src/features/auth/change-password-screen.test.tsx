import { reauthenticationMessages } from '@orderly/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call } from '../../lib/client.tsx';
import { setSession } from '../../lib/session.ts';
import { ChangePasswordScreen } from './change-password-screen.tsx';

vi.mock('../../lib/client.tsx', async (original) => ({
  ...(await original<typeof import('../../lib/client.tsx')>()),
  call: vi.fn(),
}));

function renderScreen() {
  const router = createMemoryRouter(
    [
      { path: '/password', element: <ChangePasswordScreen /> },
      { path: '/sign-in', element: <p>Sign-in screen</p> },
      { path: '/', element: <p>Home</p> },
    ],
    { initialEntries: ['/password'] },
  );
  render(<RouterProvider router={router} />);
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

beforeEach(() => {
  vi.mocked(call).mockReset();
  setSession({ token: 't1', email: 'staff@demo.test' });
});
afterEach(() => setSession(null));

describe('the staff change password screen', () => {
  it('needs a session', () => {
    setSession(null);
    renderScreen();
    expect(screen.getByText('Sign-in screen')).toBeTruthy();
  });

  it('starts on the current password and asks for it first', () => {
    renderScreen();
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
    type('New password', 'kitchen passphrase 7');
    submit();
    expect(screen.getByRole('alert').textContent).toBe(reauthenticationMessages.currentPasswordEmpty);
    expect(call).not.toHaveBeenCalled();
  });

  it("says the server's sentence, then changes it and focuses the result", async () => {
    renderScreen();
    vi.mocked(call).mockRejectedValueOnce(new ApiError(403, reauthenticationMessages.currentPasswordWrong));
    type('Current password', 'not-mine');
    type('New password', 'kitchen passphrase 7');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(reauthenticationMessages.currentPasswordWrong),
    );
    vi.mocked(call).mockResolvedValueOnce({ message: 'Your password has been changed.' });
    type('Current password', 'demo1234');
    submit();
    const result = await screen.findByRole('status');
    expect(call).toHaveBeenLastCalledWith('changePassword', {
      body: { currentPassword: 'demo1234', newPassword: 'kitchen passphrase 7' },
    });
    expect(result.textContent).toContain('Your password has been changed.');
    await waitFor(() => expect(document.activeElement).toBe(result));
  });
});
