import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keptOutOfBackups, tarWithout } from './backup.ts';

const work = mkdtempSync(join(tmpdir(), 'orderly-tar-without-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * A tar of a folder holding `auth-secret` and a few other files, in `format`; pax and GNU also hold
 * a path too long for ustar's header, which needs an extended header of its own.
 */
function archive(format: 'ustar' | 'pax' | 'gnu'): Buffer {
  const folder = join(work, `folder-${format}`);
  mkdirSync(join(folder, 'base'), { recursive: true });
  writeFileSync(join(folder, 'PG_VERSION'), '17\n');
  writeFileSync(join(folder, 'auth-secret'), 'the-session-signing-secret-0123456789');
  writeFileSync(join(folder, 'base', 'auth-secret'), 'a table file that happens to share the name');
  if (format !== 'ustar') {
    const long = join(folder, 'base', 'x'.repeat(120));
    mkdirSync(long);
    writeFileSync(join(long, 'long'), 'a member whose path needs an extended header');
  }
  const file = join(work, `${format}.tar`);
  execFileSync('tar', [`--format=${format === 'pax' ? 'posix' : format}`, '-cf', file, '-C', folder, '.']);
  return readFileSync(file);
}

const members = (tar: Buffer) => {
  const file = join(work, 'listed.tar');
  writeFileSync(file, tar);
  return execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n').sort();
};

describe("a PGlite folder's dump without the session-signing secret", () => {
  it('drops the top-level auth-secret and only it, whatever extended headers the archive uses', () => {
    expect([...keptOutOfBackups]).toEqual(['auth-secret']);
    for (const format of ['ustar', 'pax', 'gnu'] as const) {
      const tar = archive(format);
      const before = members(tar);
      const after = members(tarWithout(tar, keptOutOfBackups));
      expect(before, format).toContain('./auth-secret');
      expect(
        before.some((path) => path.endsWith('/long')),
        format,
      ).toBe(format !== 'ustar');
      expect(after, format).toEqual(before.filter((path) => path !== './auth-secret'));
      expect(tarWithout(tar, keptOutOfBackups).includes('the-session-signing-secret'), format).toBe(false);
      // Nothing to drop: the archive is kept byte for byte.
      expect(tarWithout(tar, new Set()).equals(tar), format).toBe(true);
    }
  });
});
