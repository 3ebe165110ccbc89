import { createHmac } from 'node:crypto';

export interface DoorDashCredentials {
  developerId: string;
  keyId: string;
  /** base64url, as the DoorDash developer portal shows it. */
  signingSecret: string;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** DoorDash's DD-JWT-V1 bearer token: HS256 over the base64url-decoded signing secret. */
export function doorDashJwt(credentials: DoorDashCredentials, now: Date, ttlSeconds = 300): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', 'dd-ver': 'DD-JWT-V1' }));
  const claims = base64url(
    JSON.stringify({
      aud: 'doordash',
      iss: credentials.developerId,
      kid: credentials.keyId,
      exp: issuedAt + ttlSeconds,
      iat: issuedAt,
    }),
  );
  const signature = createHmac('sha256', Buffer.from(credentials.signingSecret, 'base64url'))
    .update(`${header}.${claims}`)
    .digest('base64url');
  return `${header}.${claims}.${signature}`;
}
