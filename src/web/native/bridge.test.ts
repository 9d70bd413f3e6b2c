import { afterEach, beforeEach, describe, expect, it } from 'vitest';

type Win = Record<string, unknown> & { location: { hash: string } };
let win: Win;

beforeEach(() => {
  win = { location: { hash: '' } };
  (globalThis as unknown as { window: Win }).window = win;
});
afterEach(() => {
  delete (globalThis as unknown as { window?: Win }).window;
});

async function freshBridge() {
  // A new module instance per test: the bridge keeps its pending-callback table in module scope.
  const mod = await import(`./bridge?${Math.floor(performance.now() * 1000)}`);
  return mod as typeof import('./bridge');
}

describe('native bridge without a shell (web fallbacks)', () => {
  it('opens the web login, and the other actions degrade quietly', async () => {
    const { native, hasNativeShell } = await freshBridge();
    expect(hasNativeShell()).toBe(false);
    expect(await native.toLogin()).toBeNull();
    expect(win.location.hash).toBe('#/user/login');
    expect(await native.getLoginInfo()).toBeNull();
    expect(await native.selectContact()).toBeNull();
    expect(
      await native.timeSDK({
        orderNo: 'X',
        userId: 1,
        isSubmit: true,
        appList: false,
        sms: false,
        exif: false,
        device: false,
        contact: false,
        location: false,
      }),
    ).toEqual({ result: -1 });
    await expect(native.logout()).resolves.toBeUndefined();
    await expect(native.setNewToken('t', 'p')).resolves.toBeUndefined();
  });
});

describe('native bridge with an Android shell', () => {
  it("posts JSON messages and resolves with the shell's callback", async () => {
    const sent: { action: string; callbackId: string; data: unknown }[] = [];
    win.PrestaNative = { postMessage: (json: string) => sent.push(JSON.parse(json)) };
    const { native, hasNativeShell } = await freshBridge();
    expect(hasNativeShell()).toBe(true);

    const picked = native.selectContact();
    const callback = win.__prestaNativeCallback as (id: string, r: unknown) => void;
    callback(sent[0].callbackId, JSON.stringify({ result: 0, data: { phone: '+234 803 123 4567', name: 'Ada' } }));
    expect(await picked).toEqual({ result: 0, data: { phone: '+234 803 123 4567', name: 'Ada' } });

    await native.setNewToken('tok', '08031234567');
    expect(sent[1]).toMatchObject({ action: 'setNewToken', data: { token: 'tok', phone: '08031234567' } });

    const login = native.toLogin();
    callback(sent[2].callbackId, { token: 'abc', phone: '080' });
    expect(await login).toEqual({ token: 'abc', phone: '080' });

    const sdk = native.timeSDK({
      orderNo: 'PR1',
      userId: 7,
      isSubmit: true,
      appList: true,
      sms: false,
      exif: false,
      device: true,
      contact: false,
      location: true,
    });
    expect(sent[3]).toMatchObject({ action: 'timeSDK', data: { orderNo: 'PR1', userId: 7, appList: true } });
    callback(sent[3].callbackId, { result: 0 });
    expect(await sdk).toEqual({ result: 0 });
  });

  it('treats an empty login answer as "not logged in"', async () => {
    const sent: { callbackId: string }[] = [];
    win.PrestaNative = { postMessage: (json: string) => sent.push(JSON.parse(json)) };
    const { native } = await freshBridge();
    const login = native.toLogin();
    (win.__prestaNativeCallback as (id: string, r: unknown) => void)(sent[0].callbackId, null);
    expect(await login).toBeNull();
  });
});
