import { createServer, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent: headers, blank line, body. */
  raw: string;
  /** Credentials given with AUTH PLAIN or AUTH LOGIN, if any. */
  auth?: { user: string; pass: string };
}

/**
 * A tiny SMTP server on 127.0.0.1 for tests, speaking just enough of the protocol for nodemailer:
 * greeting, EHLO/HELO, AUTH PLAIN/LOGIN, MAIL FROM, RCPT TO, DATA, RSET, NOOP, QUIT.
 * Recipients at `reject.test` are refused with 550.
 */
export async function startFakeSmtpServer() {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let mode: 'command' | 'data' | 'auth-user' | 'auth-pass' = 'command';
    let mail: ReceivedMail = { from: '', to: [], raw: '' };
    let auth: ReceivedMail['auth'];
    let loginUser = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (mode === 'auth-user') {
        loginUser = Buffer.from(line, 'base64').toString();
        mode = 'auth-pass';
        return reply('334 UGFzc3dvcmQ6');
      }
      if (mode === 'auth-pass') {
        auth = { user: loginUser, pass: Buffer.from(line, 'base64').toString() };
        mode = 'command';
        return reply('235 2.7.0 Authentication successful');
      }
      if (verb === 'EHLO') {
        return reply('250-fake.smtp.test greets you\r\n250-AUTH PLAIN LOGIN\r\n250-8BITMIME\r\n250 SMTPUTF8');
      }
      if (verb === 'HELO') return reply('250 fake.smtp.test');
      if (verb === 'AUTH') {
        const [, method, initial] = line.split(' ');
        if (method?.toUpperCase() === 'PLAIN' && initial) {
          const [, user = '', pass = ''] = Buffer.from(initial, 'base64').toString().split('\0');
          auth = { user, pass };
          return reply('235 2.7.0 Authentication successful');
        }
        if (method?.toUpperCase() === 'LOGIN') {
          mode = 'auth-user';
          return reply('334 VXNlcm5hbWU6');
        }
        return reply('504 5.5.4 Unrecognized authentication type');
      }
      if (verb === 'MAIL') {
        mail = { from: line.match(/<([^>]*)>/)?.[1] ?? '', to: [], raw: '', auth };
        return reply('250 2.1.0 Ok');
      }
      if (verb === 'RCPT') {
        const to = line.match(/<([^>]*)>/)?.[1] ?? '';
        if (to.endsWith('@reject.test')) return reply('550 5.1.1 No such user here');
        mail.to.push(to);
        return reply('250 2.1.5 Ok');
      }
      if (verb === 'DATA') {
        mode = 'data';
        return reply('354 End data with <CR><LF>.<CR><LF>');
      }
      if (verb === 'RSET') {
        mail = { from: '', to: [], raw: '', auth };
        return reply('250 2.0.0 Ok');
      }
      if (verb === 'NOOP') return reply('250 2.0.0 Ok');
      if (verb === 'QUIT') {
        reply('221 2.0.0 Bye');
        return socket.end();
      }
      return reply('502 5.5.2 Command not recognized');
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      while (buffer) {
        if (mode === 'data') {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          // Undo dot-stuffing: a line starting with '..' was a line starting with '.'.
          mail.raw = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          received.push(mail);
          mode = 'command';
          reply('250 2.0.0 Ok: queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        command(line);
      }
    });
    reply('220 fake.smtp.test ESMTP ready');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    received,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
