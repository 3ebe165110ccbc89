import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serverForFile } from '../test/file-server.ts';
import { requestTooSlow } from './framework-errors.ts';

/**
 * What one address can hold of the server (issue 23): a request must arrive whole in time (slow
 * bodies held sockets open for good), and one address may keep only so many connections open.
 */
const { server } = serverForFile({ edge: { requestTimeoutMs: 1_000, connectionsPerAddress: 4 } });

/** A raw connection to the test server, with everything it received until it closed. */
function rawConnection() {
  const url = new URL(server.baseUrl);
  const socket: Socket = connect(Number(url.port), url.hostname);
  let received = '';
  socket.on('data', (chunk) => {
    received += String(chunk);
  });
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, opened, closed };
}

const slowSignIn = [
  'POST /guest/auth/sign_in HTTP/1.1',
  'Host: localhost',
  'Content-Type: application/json',
  'Content-Length: 200',
  '',
  '{"email":',
].join('\r\n');

describe('a request that arrives too slowly', () => {
  it('is answered 408 with a sentence and its connection closed', async () => {
    const slow = rawConnection();
    await slow.opened;
    slow.socket.write(slowSignIn);
    // Then a byte now and again, never the whole body.
    const drip = setInterval(() => slow.socket.write(' '), 200);
    const answer = await slow.closed;
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { message: requestTooSlow },
    });
  });
});

describe('connections from one address', () => {
  it('are capped: one more is answered 429 and closed, and a place freed is taken again', async () => {
    const held = Array.from({ length: 4 }, () => rawConnection());
    await Promise.all(held.map((connection) => connection.opened));
    // Give the server a moment to count them (it counts on its side of the accept).
    await new Promise((resolve) => setTimeout(resolve, 50));

    const extra = rawConnection();
    const refused = await extra.closed;
    expect(refused).toMatch(/^HTTP\/1\.1 429 /);
    expect(JSON.parse(refused.slice(refused.indexOf('\r\n\r\n') + 4)).error.message).toMatch(
      /^Too many connections/,
    );

    held[0]!.socket.destroy();
    await held[0]!.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    for (const connection of held.slice(1)) connection.socket.destroy();
  });
});
