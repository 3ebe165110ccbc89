import { Agent, request } from 'node:http';

export interface Reply {
  status: number;
  body: string;
}

/** A keep-alive HTTP client with little overhead, for load loops. */
export function httpClient(base: string, sockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const origin = new URL(base);
  const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<Reply>((resolve, reject) => {
      const outgoing = request(
        {
          agent,
          host: origin.hostname,
          port: origin.port,
          method,
          path,
          headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', reject);
        },
      );
      outgoing.setTimeout(30_000, () => outgoing.destroy(new Error('timed out after 30 s')));
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  return { send, close: () => agent.destroy() };
}
