import type { Server, Socket } from 'node:net';

/**
 * At most `cap` open connections from one address; more are answered 429 and closed. Without it
 * one machine could hold every socket the server can keep open (slow bodies, idle keep-alives, live
 * sockets: LIVE_CONNECTIONS_PER_CLIENT only counts the live ones). Behind a reverse proxy every
 * connection comes from the proxy, so there the proxy limits connections and this cap is off
 * (`cap` 0).
 */
export function capConnectionsPerAddress(server: Server, cap: number): void {
  if (cap <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > cap) {
      refuse(socket);
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

const refusal = JSON.stringify({
  error: { message: 'Too many connections from your address. Close some and try again.' },
});

/** A 429 in the product's format, then the connection is closed. */
function refuse(socket: Socket) {
  socket.on('error', () => {});
  socket.end(
    'HTTP/1.1 429 Too Many Requests\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(refusal)}\r\n` +
      'Retry-After: 10\r\n' +
      'Connection: close\r\n\r\n' +
      refusal,
  );
}
