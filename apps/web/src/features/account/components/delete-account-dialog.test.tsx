import { messages, reauthenticationMessages } from '@orderly/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/client.ts';
import { deactivateUser } from '../api/deactivate-user.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

vi.mock('../api/deactivate-user.ts', () => ({ deactivateUser: vi.fn() }));
vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn() }));

const onDeleted = vi.fn();
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'DELETE ACCOUNT' }));
const alertText = () => screen.getByRole('alert').textContent;

beforeEach(() => {
  vi.mocked(deactivateUser).mockReset();
  onDeleted.mockReset();
  render(<DeleteAccountDialog userId="u1" onClose={() => undefined} onDeleted={onDeleted} />);
});

describe('the delete account dialog', () => {
  it('asks for the password, focused, before deleting anything', () => {
    const field = screen.getByLabelText('Your password');
    expect(document.activeElement).toBe(field);
    confirm();
    expect(alertText()).toBe(reauthenticationMessages.deletePasswordEmpty);
    expect(deactivateUser).not.toHaveBeenCalled();
  });

  it("says the server's sentence when the password is wrong, and stays open", async () => {
    vi.mocked(deactivateUser).mockRejectedValue(
      new ApiError(403, reauthenticationMessages.deletePasswordWrong),
    );
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'not-mine' } });
    confirm();
    await waitFor(() => expect(alertText()).toBe(reauthenticationMessages.deletePasswordWrong));
    expect(onDeleted).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText('Your password'));
  });

  it('deletes with the password, or says it could not', async () => {
    vi.mocked(deactivateUser).mockRejectedValueOnce(new ApiError(500, 'Internal'));
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'secret123' } });
    confirm();
    await waitFor(() => expect(alertText()).toBe(messages.accountDeleteFailed));
    vi.mocked(deactivateUser).mockResolvedValue({ message: messages.userAccountDeleted });
    confirm();
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(deactivateUser).toHaveBeenLastCalledWith('u1', 'secret123');
  });
});
