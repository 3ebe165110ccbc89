import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { PushTarget } from './types.ts';

/**
 * A push service on 127.0.0.1 for tests (decision 0091), standing in for the browser's (FCM,
 * Mozilla, Apple): it checks each request's VAPID token (RFC 8292: ES256 by the key in `k`, `aud`
 * the endpoint's origin, `exp` in the future) and decrypts its payload as the browser would
 * (RFC 8291, aes128gcm) with a subscription made here: its own P-256 key pair and auth secret.
 *
 * Paths: `/push/<name>` takes the message (201); `/gone/<name>` answers 410 (the browser dropped
 * the subscription); `/dead/<name>` never answers (a push service that hangs).
 */

const b64u = (buffer: Buffer) => buffer.toString('base64url');
const fromB64u = (text: string) => Buffer.from(text, 'base64url');

/** A browser's side of a subscription: what it gives the server, and what it keeps to decrypt. */
export interface FakeBrowser {
  target: PushTarget;
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface ReceivedPush {
  path: string;
  headers: IncomingMessage['headers'];
  /** The VAPID token's claims and the key it was checked against. */
  vapid: { claims: { aud: string; exp: number; sub: string }; publicKey: string };
  /** The decrypted payload, parsed. */
  message: Record<string, unknown>;
}

/** Checks the `Authorization: vapid t=…, k=…` header; answers the claims, or throws why not. */
export function checkVapid(authorization: string | undefined, endpointOrigin: string, now = Date.now()) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Not a VAPID authorization: ${authorization}`);
  const [, token, k] = match as unknown as [string, string, string];
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const head = JSON.parse(fromB64u(header).toString()) as { alg: string; typ: string };
  if (head.alg !== 'ES256') throw new Error(`VAPID token signed with ${head.alg}, not ES256`);
  const point = fromB64u(k);
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    fromB64u(signature),
  );
  if (!signed) throw new Error('The VAPID signature does not verify against k');
  const claims = JSON.parse(fromB64u(payload).toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== endpointOrigin) throw new Error(`aud ${claims.aud} is not ${endpointOrigin}`);
  if (!(claims.exp * 1000 > now)) throw new Error('The VAPID token has expired');
  if (claims.exp * 1000 > now + 24 * 60 * 60_000) throw new Error('exp is more than 24 hours ahead');
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error(`sub ${claims.sub} is no contact`);
  return { claims, publicKey: k };
}

/** Decrypts an aes128gcm body (RFC 8188 framing, RFC 8291 keys) as the browser would. */
export function decryptPush(body: Buffer, browser: FakeBrowser): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not a P-256 public key`);
  if (ciphertext.length > recordSize) throw new Error('More than one record');
  const sharedSecret = browser.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    serverPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, browser.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('The last record has no 0x02 delimiter');
  return padded.subarray(0, end);
}

export async function startFakePushService() {
  const browsers = new Map<string, FakeBrowser>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const hanging = new Set<ServerResponse>();
  const sockets = new Set<Socket>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      if (path.startsWith('/dead/')) {
        hanging.add(response);
        return;
      }
      if (path.startsWith('/gone/')) {
        response.writeHead(410).end('Gone');
        return;
      }
      const browser = browsers.get(path);
      try {
        if (!browser) throw new Error(`No subscription at ${path}`);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('Not aes128gcm');
        if (!request.headers.ttl) throw new Error('No TTL header');
        const vapid = checkVapid(request.headers.authorization, origin);
        const message = JSON.parse(decryptPush(Buffer.concat(chunks), browser).toString('utf8'));
        received.push({ path, headers: request.headers, vapid, message });
        response.writeHead(201).end();
      } catch (error) {
        problems.push(String(error));
        response.writeHead(400).end(String(error));
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** Requests refused because their signature or encryption was wrong. */
    problems,
    /** A new browser's subscription at `/push/<name>` (or `/gone/…`, `/dead/…`). */
    browser(path: string): FakeBrowser {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const browser = {
        target: { endpoint: `${origin}${path}`, p256dh: b64u(ecdh.getPublicKey()), auth: b64u(authSecret) },
        ecdh,
        authSecret,
      };
      browsers.set(path, browser);
      return browser;
    },
    /** How many requests the dead push service holds unanswered. */
    hangingCount: () => hanging.size,
    /** Ends the requests left hanging: the dead push service finally answers 503. */
    dropHanging() {
      for (const response of hanging) response.writeHead(503).end('Service Unavailable');
      hanging.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
