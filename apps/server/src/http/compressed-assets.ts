import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** Text assets worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|map)$/;
const MIN_BYTES = 1024;

/** Answers for the Accept-Encoding headers seen lately: browsers send a handful of variants. */
const chosen = new Map<string, Encoding | null>();

/** The encoding to send for an Accept-Encoding header: Brotli, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  let encoding = chosen.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (chosen.size >= 100) chosen.clear();
    chosen.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding | null {
  const offered = acceptEncoding
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || !/^q=0(\.0*)?$/.test(quality.trim()))
    .map(([name]) => name);
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return null;
}

/**
 * The built apps' hashed, immutable assets compressed once, in memory: Brotli (quality 11) and
 * gzip for each text file of an assets folder, started when the server starts and kept for the
 * life of the process (the apps' assets come to about a megabyte).
 */
export class CompressedAssets {
  private readonly cache = new Map<string, Promise<Buffer>>();

  /** `folders`: URL prefix (e.g. `/assets/`) to the folder on disk it serves. */
  constructor(folders: Record<string, string>) {
    for (const [prefix, folder] of Object.entries(folders)) {
      for (const file of listFiles(folder)) {
        const url = prefix + relative(folder, file).split(sep).join('/');
        if (COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES) {
          const body = readFileSync(file);
          const br = brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
          const gz = gzipAsync(body, { level: 9 });
          // A failure leaves that file uncompressed.
          this.cache.set(
            `br ${url}`,
            br.catch(() => body),
          );
          this.cache.set(
            `gzip ${url}`,
            gz.catch(() => body),
          );
        }
      }
    }
  }

  /** Whether this URL path is one of the compressed assets. */
  has(path: string): boolean {
    return this.cache.has(`gzip ${path}`);
  }

  get(path: string, encoding: Encoding): Promise<Buffer> | undefined {
    return this.cache.get(`${encoding} ${path}`);
  }
}

function listFiles(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}
