import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePrintingStatus } from './use-printing-status.ts';

const api = vi.hoisted(() => ({
  status: { printers: [] as unknown[], notPrinted: [] as unknown[] },
  reads: 0,
}));

vi.mock('./printing-api.ts', () => ({
  getPrintingStatus: async () => {
    api.reads++;
    return api.status;
  },
}));

describe('usePrintingStatus', () => {
  it('names the unreachable printers and the orders each did not print on', async () => {
    api.status = {
      printers: [
        { id: 'k', name: 'Kitchen', station: 'kitchen', state: 'ok', lastPrintedAt: null, lastError: null },
        {
          id: 'b',
          name: 'Bar',
          station: 'bar',
          state: 'unreachable',
          lastPrintedAt: null,
          lastError: 'refused',
        },
      ],
      notPrinted: [
        { orderId: 'o1', printerName: 'Bar', lastError: 'refused' },
        { orderId: 'o1', printerName: 'Kitchen', lastError: 'refused' },
      ],
    };
    const { result } = renderHook(() => usePrintingStatus('demo', 'downtown', null, {}));
    await waitFor(() => expect(result.current.hasPrinters).toBe(true));
    expect(result.current.unreachable.map((printer) => printer.name)).toEqual(['Bar']);
    expect(result.current.notPrinted.get('o1')).toEqual(['Bar', 'Kitchen']);
  });

  it('has no printers (the browser prints) until the server names one', async () => {
    api.status = { printers: [], notPrinted: [] };
    api.reads = 0;
    const { result } = renderHook(() => usePrintingStatus('demo', 'downtown', null, {}));
    await waitFor(() => expect(api.reads).toBe(1));
    expect(result.current.hasPrinters).toBe(false);
    expect(result.current.unreachable).toEqual([]);
  });
});
