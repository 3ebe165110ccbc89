import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

export interface FakeDnsServer {
  /** `127.0.0.1:<port>`, for `SystemDns({ servers: [address] })`. */
  address: string;
  /** TXT records by name (lower case): each record is its strings, as published. */
  txt: Map<string, string[][]>;
  /** Names answered with SERVFAIL. */
  failing: Set<string>;
  /** Names never answered (the resolver times out). */
  silent: Set<string>;
  /** Queries received, as `<name> <type>`. */
  queries: string[];
  close(): Promise<void>;
}

const TXT = 16;

function readName(message: Buffer, start: number): { name: string; end: number } {
  const labels: string[] = [];
  let offset = start;
  while (offset < message.length) {
    const length = message[offset]!;
    offset += 1;
    if (length === 0) break;
    labels.push(message.subarray(offset, offset + length).toString('latin1'));
    offset += length;
  }
  return { name: labels.join('.').toLowerCase(), end: offset };
}

function txtData(strings: string[]): Buffer {
  return Buffer.concat(
    strings.map((text) => {
      const bytes = Buffer.from(text, 'utf8');
      return Buffer.concat([Buffer.from([bytes.length]), bytes]);
    }),
  );
}

/**
 * A name server on 127.0.0.1 (UDP) that answers TXT queries from a table, for the real adapter's
 * tests: never the internet. A name in `txt` answers its records (none: NODATA), an unknown name
 * NXDOMAIN, a name in `failing` SERVFAIL, a name in `silent` nothing at all.
 */
export async function startFakeDnsServer(): Promise<FakeDnsServer> {
  const socket = createSocket('udp4');
  const server: Omit<FakeDnsServer, 'address' | 'close'> = {
    txt: new Map(),
    failing: new Set(),
    silent: new Set(),
    queries: [],
  };
  socket.on('message', (query, peer) => {
    if (query.length < 12) return;
    const { name, end } = readName(query, 12);
    const type = query.readUInt16BE(end);
    server.queries.push(`${name} ${type}`);
    if (server.silent.has(name)) return;
    const records = server.txt.get(name);
    const rcode = server.failing.has(name) ? 2 : records === undefined ? 3 : 0;
    const answers = rcode === 0 && type === TXT ? (records ?? []) : [];
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    // QR, the query's RD, RA, the answer's code.
    header.writeUInt16BE(0x8000 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | rcode, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const question = query.subarray(12, end + 4);
    const answerParts = answers.map((strings) => {
      const data = txtData(strings);
      const fixed = Buffer.alloc(12);
      fixed.writeUInt16BE(0xc00c, 0); // the question's name
      fixed.writeUInt16BE(TXT, 2);
      fixed.writeUInt16BE(1, 4); // IN
      fixed.writeUInt32BE(60, 6);
      fixed.writeUInt16BE(data.length, 10);
      return Buffer.concat([fixed, data]);
    });
    socket.send(Buffer.concat([header, question, ...answerParts]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    ...server,
    address: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
