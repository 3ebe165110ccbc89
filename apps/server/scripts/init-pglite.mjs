// Creates a new PGlite database in the folder given as the first argument, then exits. Run in a
// child process by the server (src/db/pglite-folder.ts): initdb makes PGlite's WebAssembly memory
// grow to several hundred MB, which a process never gives back; the server then opens the ready
// folder and keeps only what a running database needs.
import { PGlite } from '@electric-sql/pglite';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: init-pglite.mjs <folder>');
  process.exit(2);
}
const database = await PGlite.create(folder);
await database.query('select 1');
await database.close();
