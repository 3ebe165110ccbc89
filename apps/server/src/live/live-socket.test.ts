import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Json } from '../test/http-client.ts';
import { liveClient } from '../test/live-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { tooManyConnections, tooManyMessages, tooManyTopics } from './live-connections.ts';
import { notAnUpgrade } from './live-socket.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ edge: { liveConnectionsPerClient: 3, livePingMs: 100 } });
});
afterAll(() => server?.close());

const wsUrl = () => `${server.baseUrl.replace('http', 'ws')}/live`;

/** Opens a raw socket; resolves when open, or with the HTTP status that refused the upgrade. */
function open(options: WebSocket.ClientOptions = {}) {
  return new Promise<{ socket: WebSocket | null; status: number; body: string }>((resolve) => {
    const socket = new WebSocket(wsUrl(), options);
    socket.on('open', () => resolve({ socket, status: 101, body: '' }));
    socket.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += String(chunk);
      });
      response.on('end', () => resolve({ socket: null, status: response.statusCode ?? 0, body }));
    });
    socket.on('error', () => resolve({ socket: null, status: 0, body: '' }));
  });
}

const closed = (socket: WebSocket) =>
  new Promise<void>((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) resolve();
    else socket.once('close', () => resolve());
  });

describe('the live socket', () => {
  it('tells a plain GET, not an upgrade, what the address is for, in the error body (426)', async () => {
    for (const method of ['GET', 'HEAD']) {
      const response = await fetch(`${server.baseUrl}/live`, { method });
      expect(response.status, method).toBe(426);
      expect(response.headers.get('upgrade'), method).toBe('websocket');
      if (method === 'GET') expect(await response.json()).toEqual({ error: { message: notAnUpgrade } });
    }
  });

  it('follows at most 100 topics per socket and answers the next with an error', async () => {
    const client = await liveClient(server.baseUrl);
    for (let i = 0; i < 100; i++) client.send({ type: 'subscribe', topic: `request:r${i}` });
    await client.waitFor((message: Json) => message.type === 'subscribed' && message.topic === 'request:r99');
    client.send({ type: 'subscribe', topic: 'request:one-more' });
    const refused = await client.waitFor((message: Json) => message.topic === 'request:one-more');
    expect(refused).toEqual({ type: 'error', topic: 'request:one-more', message: tooManyTopics(100) });
    // Following one topic fewer makes room again; a topic already followed is not counted twice.
    client.send({ type: 'subscribe', topic: 'request:r5' });
    client.send({ type: 'unsubscribe', topic: 'request:r0' });
    const from = client.messages.length;
    client.send({ type: 'subscribe', topic: 'request:one-more' });
    await client.waitFor(
      (message: Json) => message.type === 'subscribed' && message.topic === 'request:one-more',
      from,
    );
    client.close();
  });

  it('answers an unknown or malformed topic with an error', async () => {
    const client = await liveClient(server.baseUrl);
    const topics = [
      'nothing:here',
      'location:demo',
      'order:',
      'menu:demo:downtown:extra',
      'constructor:x',
      'order:a b',
    ];
    for (const topic of topics) client.send({ type: 'subscribe', topic });
    for (const topic of topics) {
      const answer = await client.waitFor((message: Json) => message.topic === topic);
      expect(answer, topic).toEqual({ type: 'error', topic, message: `Unknown topic: ${topic}` });
    }
    client.send({ type: 'subscribe' });
    const error = await client.waitFor((message: Json) => message.type === 'error' && !message.topic);
    expect(error.message).toContain('Messages must be JSON');
    client.close();
  });

  it('refuses more connections from one address than allowed', async () => {
    const sockets = await Promise.all([open(), open(), open()]);
    expect(sockets.map((socket) => socket.status)).toEqual([101, 101, 101]);
    const fourth = await open();
    expect(fourth.status).toBe(429);
    expect(JSON.parse(fourth.body)).toEqual({ error: { message: tooManyConnections } });
    // A closed socket frees its place.
    sockets[0]!.socket!.close();
    await closed(sockets[0]!.socket!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await open();
    expect(again.status).toBe(101);
    for (const { socket } of [...sockets, again]) socket?.close();
    await Promise.all([...sockets, again].map(({ socket }) => socket && closed(socket)));
  });

  it('answers messages beyond the budget with an error and ignores them', async () => {
    const client = await liveClient(server.baseUrl);
    for (let i = 0; i < 600; i++) client.send({ type: 'ping' });
    client.send({ type: 'subscribe', topic: 'request:late' });
    const refused = await client.waitFor((message: Json) => message.type === 'error');
    expect(refused.message).toBe(tooManyMessages);
    await client.waitFor(
      (message: Json) =>
        message.type === 'pong' && client.messages.filter((m: Json) => m.type === 'pong').length === 600,
    );
    expect(client.messages.some((message: Json) => message.topic === 'request:late')).toBe(false);
    client.close();
  });

  it('closes a socket that stops answering pings and keeps one that answers', async () => {
    const answering = await open();
    const silent = await open({ autoPong: false });
    await Promise.race([
      closed(silent.socket!),
      new Promise((_, reject) => setTimeout(() => reject(new Error('the silent socket stayed open')), 2000)),
    ]);
    expect(answering.socket!.readyState).toBe(WebSocket.OPEN);
    answering.socket!.close();
    await closed(answering.socket!);
  });
});
