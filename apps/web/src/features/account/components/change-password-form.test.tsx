import { passwordMessages, reauthenticationMessages } from '@orderly/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/client.ts';
import { changePassword } from '../api/change-password.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

vi.mock('../api/change-password.ts', () => ({ changePassword: vi.fn() }));

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'CHANGE PASSWORD' }));
const alertText = () => screen.getByRole('alert').textContent;

beforeEach(() => {
  vi.mocked(changePassword).mockReset();
  render(<ChangePasswordForm done={<a href="/user">BACK TO ACCOUNT</a>} />);
});

describe('the change password form', () => {
  it('labels both fields, starts on the current password and asks for it first', () => {
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
    type('New password', 'a fresh passphrase');
    submit();
    expect(alertText()).toBe(reauthenticationMessages.currentPasswordEmpty);
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('checks the new password by the sign-up rule and focuses it', () => {
    type('Current password', 'secret123');
    type('New password', 'short');
    submit();
    expect(alertText()).toBe(passwordMessages.tooShort);
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("shows the server's sentence for a wrong current password, on that field", async () => {
    vi.mocked(changePassword).mockRejectedValue(
      new ApiError(403, reauthenticationMessages.currentPasswordWrong),
    );
    type('Current password', 'not-mine');
    type('New password', 'a fresh passphrase');
    submit();
    await waitFor(() => expect(alertText()).toBe(reauthenticationMessages.currentPasswordWrong));
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
  });

  it('sends both passwords, then shows the result and moves focus to it', async () => {
    vi.mocked(changePassword).mockResolvedValue({ message: 'Your password has been changed.' });
    type('Current password', 'secret123');
    type('New password', 'a fresh passphrase');
    submit();
    const result = await screen.findByRole('status');
    expect(changePassword).toHaveBeenCalledWith('secret123', 'a fresh passphrase');
    expect(result.textContent).toContain('Your password has been changed.');
    expect(result.textContent).toContain('Every other device signed in to your account was signed out.');
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(screen.getByRole('link', { name: 'BACK TO ACCOUNT' })).toBeTruthy();
  });
});
