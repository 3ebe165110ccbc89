/**
 * `npm run printer [-- --port 9100]`: a pretend kitchen printer (decision 0090). It listens like a
 * network receipt printer, decodes the ESC/POS bytes the server sends and prints each ticket here,
 * so tickets can be seen without hardware. Point a location's printer at 127.0.0.1 and this port in
 * the back office (Locations, the location, Printers).
 *
 * `npm run printer -- --cloudprnt URL`: a pretend Star CloudPRNT printer (decision 0096). It polls
 * the address a Cloud printer's "Make the printer's address" gave (every 5 s, or `--every` seconds)
 * as a Star printer behind a router does, decodes each ticket's Star Line Mode and prints it here.
 */
import { parseArgs } from 'node:util';
import { startPretendCloudPrnt, startPretendPrinter } from '@orderly/test-kit';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9100' },
    host: { type: 'string', default: '127.0.0.1' },
    cloudprnt: { type: 'string' },
    every: { type: 'string', default: '5' },
  },
});

const show = (ticket: string) => {
  const width = Math.max(48, ...ticket.split('\n').map((line) => line.length));
  console.log(`\n+${'-'.repeat(width + 2)}+`);
  for (const line of ticket.split('\n')) console.log(`| ${line.padEnd(width)} |`);
  console.log(`+${'-'.repeat(width + 2)}+  (${new Date().toLocaleTimeString()})`);
};

if (values.cloudprnt !== undefined) {
  const url = values.cloudprnt;
  if (!/^https?:\/\/\S+\/cloudprnt\/[A-Za-z0-9_-]+$/.test(url)) {
    console.error(
      `--cloudprnt takes the printer's address from the back office, like http://localhost:3000/cloudprnt/…, not "${url}".`,
    );
    process.exit(1);
  }
  const every = Number(values.every);
  if (!Number.isFinite(every) || every < 1 || every > 60) {
    console.error(`--every must be from 1 to 60 seconds, not "${values.every}".`);
    process.exit(1);
  }
  let lastProblem = '';
  const printer = startPretendCloudPrnt(url, {
    everyMs: every * 1000,
    onTicket: (ticket) => {
      lastProblem = '';
      show(ticket);
    },
    onError: (error) => {
      const problem = error instanceof Error ? error.message : String(error);
      // Said once while it lasts, not at every poll.
      if (problem !== lastProblem) console.error(`The server could not be polled: ${problem}`);
      lastProblem = problem;
    },
  });
  console.log(
    `Pretend CloudPRNT printer polling ${url} every ${every} s. Tickets appear here; Ctrl+C stops it.`,
  );
  process.on('SIGINT', () => {
    printer.stop();
    process.exit(0);
  });
} else {
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error(`--port must be a port number from 1 to 65535, not "${values.port}".`);
    process.exit(1);
  }

  const printer = await startPretendPrinter({ port, host: values.host, onTicket: show }).catch(
    (error: NodeJS.ErrnoException) => {
      console.error(
        error.code === 'EADDRINUSE'
          ? `Port ${port} is taken: start it on another with npm run printer -- --port 9101.`
          : `The pretend printer could not start: ${error.message}`,
      );
      process.exit(1);
    },
  );
  console.log(
    `Pretend printer listening on ${values.host}:${printer.port}. Tickets appear here; Ctrl+C stops it.`,
  );
  process.on('SIGINT', () => void printer.close().then(() => process.exit(0)));
}
