import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * An uploaded SVG drawn into a bitmap in a process of its own, killed when it takes too long.
 * Drawing an SVG can cost any amount of work for a small file (thousands of blurred shapes: a
 * minute of CPU for 200 KB here), and libvips cannot be stopped halfway (its timeout is checked
 * between tiles, and an SVG is drawn as one): inside the server such a file held a thread of the
 * pool that password hashing shares for as long as it took. A child process is bounded: it gets
 * the file on stdin, writes a PNG on stdout, and is killed with SIGKILL at the deadline.
 */

/** How long an SVG may take to draw. A logo or a background takes well under a second. */
export const SVG_DRAWING_MS = 5_000;

export class SvgTooComplexError extends Error {}

/** The script the child runs: sharp from the server's own node_modules, on one thread. */
const script = `
const [sharpUrl, width, height, maxPixels] = process.argv.slice(1);
const sharp = (await import(sharpUrl)).default;
sharp.concurrency(1);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const png = await sharp(Buffer.concat(chunks), { limitInputPixels: Number(maxPixels), failOn: 'error' })
  .resize({ width: Number(width), height: Number(height), fit: 'inside', withoutEnlargement: true })
  .png({ compressionLevel: 1 })
  .toBuffer();
process.stdout.write(png);
`;

const sharpUrl = () => pathToFileURL(createRequire(import.meta.url).resolve('sharp')).href;

/**
 * Draws `svg` to fit `box` (never enlarged) and answers the PNG. Throws SvgTooComplexError past
 * `timeoutMs`, and an Error when the file cannot be drawn.
 */
export function drawSvg(
  svg: Buffer,
  box: { width: number; height: number },
  options: { maxPixels: number; timeoutMs?: number },
): Promise<Buffer> {
  const timeoutMs = options.timeoutMs ?? SVG_DRAWING_MS;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        script,
        '--',
        sharpUrl(),
        String(box.width),
        String(box.height),
        String(options.maxPixels),
      ],
      { stdio: ['pipe', 'pipe', 'ignore'], env: { PATH: process.env.PATH ?? '' } },
    );
    const output: Buffer[] = [];
    let timedOut = false;
    const deadline = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(deadline);
      if (timedOut) reject(new SvgTooComplexError(`the SVG took over ${timeoutMs} ms to draw`));
      else if (code !== 0) reject(new Error(`the SVG could not be drawn (exit ${code})`));
      else resolve(Buffer.concat(output));
    });
    // A child that died early closes its stdin: the write's error is answered by 'close'.
    child.stdin.on('error', () => {});
    child.stdin.end(svg);
  });
}
