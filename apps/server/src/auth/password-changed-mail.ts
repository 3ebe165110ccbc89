/** The e-mail telling a person their password was changed (OWASP ASVS 5.0 6.3.7 asks for one). */
export function passwordChangedMail({ email, name }: { email: string; name: string }, publicUrl: string) {
  const link = `${publicUrl}/auth`;
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const wasntYou = `If it wasn't you, reset your password now (open ${link} and choose Forgot Password) and tell the restaurant.`;
  return {
    to: email,
    subject: 'Your password was changed',
    text: `${greeting}\n\nThe password of your account was just changed, and every other device signed in to it was signed out.\n\n${wasntYou}\n`,
    html: `<p>${greeting}</p><p>The password of your account was just changed, and every other device signed in to it was signed out.</p><p>If it wasn't you, <a href="${link}">reset your password now</a> (choose Forgot Password) and tell the restaurant.</p>`,
  };
}
