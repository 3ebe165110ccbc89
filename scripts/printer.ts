/**
 * `npm run printer [-- --port 9100]`: a pretend kitchen printer (decision 0090). It listens like a
 * network receipt printer, decodes the ESC/POS bytes the server sends and prints each ticket here,
 * so tickets can be seen without hardware. Point a location's printer at 127.0.0.1 and this port in
 * the back office (Locations, the location, Printers).
 */
import { parseArgs } from 'node:util';
import { startPretendPrinter } from '@orderly/test-kit';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '9100' }, host: { type: 'string', default: '127.0.0.1' } },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  console.error(`--port must be a port number from 1 to 65535, not "${values.port}".`);
  process.exit(1);
}

const printer = await startPretendPrinter({
  port,
  host: values.host,
  onTicket: (ticket) => {
    const width = Math.max(48, ...ticket.split('\n').map((line) => line.length));
    console.log(`\n+${'-'.repeat(width + 2)}+`);
    for (const line of ticket.split('\n')) console.log(`| ${line.padEnd(width)} |`);
    console.log(`+${'-'.repeat(width + 2)}+  (${new Date().toLocaleTimeString()})`);
  },
}).catch((error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is taken: start it on another with npm run printer -- --port 9101.`
      : `The pretend printer could not start: ${error.message}`,
  );
  process.exit(1);
});
console.log(
  `Pretend printer listening on ${values.host}:${printer.port}. Tickets appear here; Ctrl+C stops it.`,
);
process.on('SIGINT', () => void printer.close().then(() => process.exit(0)));
