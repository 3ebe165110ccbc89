import { fileURLToPath } from 'node:url';

/** The server package's folder (apps/server/): the sources (src/) and the build (dist/) both sit one level below it. */
const serverRoot = new URL('..', import.meta.url);

/** A path under apps/server/ (migrations, demo data, the apps' builds), from sources or from the build alike. */
export const fromServerRoot = (path: string) => fileURLToPath(new URL(path, serverRoot));
