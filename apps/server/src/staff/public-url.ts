/**
 * Whether PUBLIC_URL names an address only the server's own machine reaches (localhost, 127.x,
 * ::1, 0.0.0.0): table QR codes printed with it will not open on a customer's phone.
 */
export function isLocalPublicUrl(publicUrl: string): boolean {
  let host: string;
  try {
    host = new URL(publicUrl).hostname.toLowerCase();
  } catch {
    return true;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '[::1]' || host === '0.0.0.0' || host === '[::]') return true;
  return /^127(\.\d{1,3}){3}$/.test(host);
}
