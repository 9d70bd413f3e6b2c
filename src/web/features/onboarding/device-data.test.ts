import { beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
const timeSDK = vi.fn();
vi.mock('../../api/client', () => ({ call: (...args: unknown[]) => call(...args) }));
vi.mock('../../native/bridge', () => ({ native: { timeSDK: (...args: unknown[]) => timeSDK(...args) } }));

const { checkDeviceData } = await import('./device-data');

const flags = (done: boolean) => ({
  appList: done,
  sms: true,
  exif: true,
  device: done,
  contact: true,
  location: done,
  required: ['device', 'appList', 'location'],
});
const answer = (byPath: Record<string, { code: number; msg?: string; data?: unknown }>) => {
  call.mockImplementation(async (path: string) => ({ msg: '', data: null, ...byPath[path] }));
};
const order = { orderNo: 'PR1', userId: 7, isSubmit: true };

describe('data-upload flow (decision 0007)', () => {
  beforeEach(() => {
    call.mockReset();
    timeSDK.mockReset();
    timeSDK.mockResolvedValue({ result: 1 });
  });

  it('passes -1 and the message when upload-enable answers non-zero', async () => {
    answer({ '/time/upload/enable': { code: 404100, msg: 'Not found' } });
    expect(await checkDeviceData(order)).toEqual({ code: -1, msg: 'Not found' });
    expect(call).toHaveBeenCalledTimes(1);
    expect(timeSDK).not.toHaveBeenCalled();
  });

  it('is 0 when upload is not enabled for the order', async () => {
    answer({ '/time/upload/enable': { code: 0, data: { enableTimeSdk: false } } });
    expect((await checkDeviceData(order)).code).toBe(0);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('is 0 when all six groups are done, without asking the shell', async () => {
    answer({
      '/time/upload/enable': { code: 0, data: { enableTimeSdk: true } },
      '/time/upload/uploadStatus': { code: 0, data: flags(true) },
    });
    expect((await checkDeviceData(order)).code).toBe(0);
    expect(timeSDK).not.toHaveBeenCalled();
  });

  it('is -1 in quick-check mode when something is missing, without asking the shell', async () => {
    answer({
      '/time/upload/enable': { code: 0, data: { enableTimeSdk: true } },
      '/time/upload/uploadStatus': { code: 0, data: flags(false) },
    });
    expect((await checkDeviceData({ ...order, quickCheck: true })).code).toBe(-1);
    expect(timeSDK).not.toHaveBeenCalled();
  });

  it('is 1 after asking the shell to collect, with the order, the user and the six flags', async () => {
    answer({
      '/time/upload/enable': { code: 0, data: { enableTimeSdk: true } },
      '/time/upload/uploadStatus': { code: 0, data: flags(false) },
    });
    const result = await checkDeviceData(order);
    expect(result).toEqual({ code: 1, required: ['device', 'appList', 'location'] });
    expect(timeSDK).toHaveBeenCalledWith({
      orderNo: 'PR1',
      userId: 7,
      isSubmit: true,
      appList: false,
      sms: true,
      exif: true,
      device: false,
      contact: true,
      location: false,
    });
  });

  it('passes -1 when the status cannot be read', async () => {
    answer({
      '/time/upload/enable': { code: 0, data: { enableTimeSdk: true } },
      '/time/upload/uploadStatus': { code: -1, msg: 'network' },
    });
    expect(await checkDeviceData(order)).toEqual({ code: -1, msg: 'network' });
  });
});
