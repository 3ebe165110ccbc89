import type { PasswordResetMail } from './auth.ts';

/** The e-mail with the link to choose a new password (valid for an hour). */
export function passwordResetMail({ email, name, token }: PasswordResetMail, publicUrl: string) {
  const link = `${publicUrl}/reset_password/${encodeURIComponent(token)}`;
  const greeting = name ? `Hi ${name},` : 'Hi,';
  return {
    to: email,
    subject: 'Reset your password',
    text: `${greeting}\n\nSomeone asked to reset the password of your account. To choose a new password, open:\n${link}\n\nThe link works for one hour. If it wasn't you, ignore this e-mail: your password stays as it is.\n`,
    html: `<p>${greeting}</p><p>Someone asked to reset the password of your account.</p><p><a href="${link}">Choose a new password</a></p><p>The link works for one hour. If it wasn't you, ignore this e-mail: your password stays as it is.</p>`,
  };
}
