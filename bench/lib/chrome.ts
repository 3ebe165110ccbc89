import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@orderly/test-kit';
import WebSocket from 'ws';
import { onInterrupt } from './cleanup.ts';
import { canPin } from './server.ts';
import { sleep } from './stats.ts';

export const chromePath = chromium.path;

/**
 * Debian's Chromium, headless, with a fresh profile and a DevTools port (the flags STACK.md lists).
 * Lighthouse connects to it by port; the bench drives its first tab over the DevTools protocol
 * (no puppeteer) to open the entry link, which stores the restaurant in the profile's localStorage.
 * `extraFlags` are added to the command line (the interaction bench sizes the window).
 */
export async function launchChrome(extraFlags: string[] = []) {
  const profile = mkdtempSync(join(tmpdir(), 'orderly-bench-chrome-'));
  // Chromium may use both cores (the bench itself stays on core 1): pinned to one core, its browser,
  // network and renderer processes queued behind each other, and Lighthouse, which multiplies the
  // renderer's observed task times by 4 to simulate a phone, counted that queueing as blocking time.
  // During a page load the server (core 0) only serves a few files.
  const flags = [
    '--headless',
    ...chromium.flags,
    `--user-data-dir=${profile}`,
    '--remote-debugging-port=0',
    ...extraFlags,
    'about:blank',
  ];
  const child: ChildProcess = canPin()
    ? spawn('taskset', ['-c', `0-${cpus().length - 1}`, chromePath, ...flags], {
        stdio: ['ignore', 'ignore', 'pipe'],
      })
    : spawn(chromePath, flags, { stdio: ['ignore', 'ignore', 'pipe'] });
  const forget = onInterrupt(() => {
    child.kill('SIGKILL');
    rmSync(profile, { recursive: true, force: true });
  });
  const port = await new Promise<number>((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${log}`)), 60_000);
    child.stderr?.on('data', (chunk) => {
      log += String(chunk);
      const match = log.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}):\n${log}`));
    });
  });
  const close = async () => {
    forget();
    child.kill('SIGTERM');
    await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(5000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
    // Chromium's helper processes may still be writing the profile for a moment.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      // A leftover temporary profile is no reason to fail the run.
    }
  };
  return { port, close };
}

/** A DevTools protocol session on the browser's first page. */
export async function openFirstPage(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    type: string;
    webSocketDebuggerUrl: string;
  }[];
  const page = targets.find((target) => target.type === 'page');
  if (!page) throw new Error('Chromium has no page open');
  return connect(page.webSocketDebuggerUrl);
}

/**
 * A page in a new browser context (an empty HTTP cache, code cache and storage, as a first visit
 * from a new phone), without starting another Chromium; `close` also drops the context.
 */
export async function openPageInNewContext(port: number) {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const browser = await connect(version.webSocketDebuggerUrl);
  const { browserContextId } = await browser.send('Target.createBrowserContext', { disposeOnDetach: true });
  const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId });
  const page = await connect(`ws://127.0.0.1:${port}/devtools/page/${String(targetId)}`);
  return {
    ...page,
    close: async () => {
      page.close();
      await browser.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
      browser.close();
    },
  };
}

async function connect(url: string) {
  const socket = new WebSocket(url, { perMessageDeflate: false });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, (params: Record<string, unknown>) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as {
      id?: number;
      method?: string;
      params?: Record<string, unknown>;
      result?: unknown;
      error?: { message: string };
    };
    if (message.id === undefined) {
      if (message.method) listeners.get(message.method)?.(message.params ?? {});
      return;
    }
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) waiting?.reject(new Error(message.error.message));
    else waiting?.resolve(message.result);
  });
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: (value) => resolve(value as Record<string, unknown>), reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  const evaluate = async (expression: string) => {
    const reply = await send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    return (reply.result as { value?: unknown } | undefined)?.value;
  };
  /** Listens to one protocol event (a later listener for the same event replaces the earlier). */
  const on = (method: string, listener: (params: Record<string, unknown>) => void) => {
    listeners.set(method, listener);
  };
  return { send, evaluate, on, close: () => socket.close() };
}

/**
 * Starts a Chromium performance trace on a tab (the listed categories); `stop` ends it and answers
 * every event recorded, as DevTools' Performance panel would load them ({ traceEvents }).
 */
export async function startTracing(tab: Awaited<ReturnType<typeof openFirstPage>>, categories: string) {
  const events: unknown[] = [];
  const complete = new Promise<void>((resolve) => tab.on('Tracing.tracingComplete', () => resolve()));
  tab.on('Tracing.dataCollected', (params) => events.push(...((params.value as unknown[]) ?? [])));
  await tab.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  return {
    async stop() {
      await tab.send('Tracing.end');
      await complete;
      return events;
    },
  };
}
