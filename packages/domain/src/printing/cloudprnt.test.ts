import { describe, expect, it } from 'vitest';
import { printersSchema } from '../restaurant-document/schema.ts';
import { CLOUDPRNT_SILENT_MS, cloudPrinterState, cloudPrntProblem } from './cloudprnt.ts';

const now = new Date('2026-11-28T18:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('a printer that polls the server (CloudPRNT)', () => {
  it('reads paper out, a jam and an open cover from its status code, encoded or not', () => {
    expect(cloudPrntProblem('200 OK')).toBeNull();
    expect(cloudPrntProblem('200%20OK')).toBeNull();
    expect(cloudPrntProblem('211 OK Paper Low')).toBeNull();
    expect(cloudPrntProblem('410%20Out%20of%20Paper')).toBe('The printer is out of paper.');
    expect(cloudPrntProblem('411 Paper Jam')).toBe('The printer has a paper jam.');
    expect(cloudPrntProblem('420 Cover Open')).toBe("The printer's cover is open.");
    expect(cloudPrntProblem('500 Printer Error')).toContain('(500)');
    expect(cloudPrntProblem('%E0%A4%A')).toBeNull();
    expect(cloudPrntProblem(undefined)).toBeNull();
  });

  it('is unreachable while it reports a problem, stays silent, or never polled with tickets waiting', () => {
    const fresh = { lastContactAt: ago(5_000), problem: null };
    expect(cloudPrinterState(fresh, null, false, now)).toEqual({ state: 'ok', problem: null });
    expect(cloudPrinterState({ ...fresh, problem: 'The printer is out of paper.' }, null, true, now)).toEqual(
      {
        state: 'unreachable',
        problem: 'The printer is out of paper.',
      },
    );
    const silent = cloudPrinterState(
      { lastContactAt: ago(CLOUDPRNT_SILENT_MS + 120_000), problem: null },
      null,
      false,
      now,
    );
    expect(silent.state).toBe('unreachable');
    expect(silent.problem).toBe(
      'The printer has not asked for its tickets for 3 minutes: is it on and online?',
    );
    expect(cloudPrinterState(null, null, false, now).state).toBe('unknown');
    expect(cloudPrinterState(null, null, true, now).problem).toContain("printer's CloudPRNT settings");
    expect(cloudPrinterState(fresh, { status: 'failed', attempts: 3 }, false, now).state).toBe('unreachable');
  });

  it('keeps the kind in the restaurant document and takes no secret there', () => {
    const base = { id: 'bar', name: 'Bar', station: 'bar' };
    expect(printersSchema.parse([{ ...base, connection: { kind: 'cloudprnt' } }])[0]?.connection).toEqual({
      kind: 'cloudprnt',
    });
    expect(
      printersSchema.safeParse([{ ...base, connection: { kind: 'cloudprnt', token: 'x' } }]).success,
    ).toBe(false);
  });
});
