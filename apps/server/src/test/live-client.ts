import { serverMessageSchema } from '@orderly/client/protocol';
import WebSocket from 'ws';
import type { Json } from './http-client.ts';

/** A live socket for tests: collects every message and waits for the ones it expects. */
export async function liveClient(baseUrl: string, token?: string) {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/live`);
  const messages: Json[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    // Every message the server sends must be one of the protocol's (a stray shape fails the test).
    serverMessageSchema.parse(message);
    messages.push(message);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const send = (message: unknown) => socket.send(JSON.stringify(message));
  /** Resolves with the first message (after `from`) that matches. */
  const waitFor = (match: (message: Json) => boolean, from = 0, timeoutMs = 5000) =>
    new Promise<Json>((resolve, reject) => {
      const started = Date.now();
      const check = () => {
        const found = messages.slice(from).find(match);
        if (found) resolve(found);
        else if (Date.now() - started > timeoutMs)
          reject(new Error(`no matching message in ${JSON.stringify(messages)}`));
        else setTimeout(check, 10);
      };
      check();
    });
  if (token) {
    send({ type: 'auth', token });
    await waitFor((message) => message.type === 'authenticated');
  }
  /** Subscribes to a topic and resolves once a snapshot has come after it. */
  const subscribe = async (topic: string) => {
    const from = messages.length;
    send({ type: 'subscribe', topic });
    await waitFor((message) => message.type === 'snapshot', from);
  };
  return { socket, messages, send, subscribe, waitFor, close: () => socket.close() };
}
