/**
 * The native shell bridge. The Android shell injects `window.PrestaNative` (a
 * JavascriptInterface with postMessage(json)); the iOS shell registers a WKScriptMessageHandler
 * named "PrestaNative". Either answers by calling `window.__prestaNativeCallback(id, result)`.
 * Without a shell every action has a web fallback, so the same screens run in any browser.
 */

export type NativeAction =
  | 'toLogin'
  | 'getLoginInfo'
  | 'logout'
  | 'setNewToken'
  | 'logEventByLocal'
  | 'logEventByAF'
  | 'timeSDK'
  | 'selectContact';

interface AndroidBridge {
  postMessage(json: string): void;
}
interface IosHandlers {
  PrestaNative?: { postMessage(message: unknown): void };
}

declare global {
  interface Window {
    PrestaNative?: AndroidBridge;
    webkit?: { messageHandlers?: IosHandlers };
    __prestaNativeCallback?: (id: string, result: unknown) => void;
  }
}

export interface NativeLoginInfo {
  token: string;
  phone?: string;
}

export interface SelectedContact {
  result: number;
  data?: { phone?: string; name?: string };
}

export interface TimeSdkFlags {
  appList: boolean;
  sms: boolean;
  exif: boolean;
  device: boolean;
  contact: boolean;
  location: boolean;
}

const pending = new Map<string, (result: unknown) => void>();
let nextId = 0;
/** Actions the shell never answers (fire and forget) resolve at once. */
const ONE_WAY: readonly NativeAction[] = ['logout', 'setNewToken', 'logEventByLocal', 'logEventByAF'];
/** A shell that does not answer within this time is treated as absent for that call. */
const ANSWER_TIMEOUT_MS = 120_000;

export function hasNativeShell(): boolean {
  return typeof window !== 'undefined' && (!!window.PrestaNative || !!window.webkit?.messageHandlers?.PrestaNative);
}

function installCallback() {
  if (window.__prestaNativeCallback) return;
  window.__prestaNativeCallback = (id, result) => {
    const resolve = pending.get(id);
    if (!resolve) return;
    pending.delete(id);
    resolve(typeof result === 'string' ? safeParse(result) : result);
  };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function post(action: NativeAction, data: unknown): Promise<unknown> {
  installCallback();
  const id = `n${++nextId}`;
  const message = { action, callbackId: id, data };
  const answer = ONE_WAY.includes(action)
    ? Promise.resolve(undefined)
    : new Promise<unknown>((resolve) => {
        pending.set(id, resolve);
        setTimeout(() => {
          if (pending.delete(id)) resolve(null);
        }, ANSWER_TIMEOUT_MS);
      });
  if (window.PrestaNative) window.PrestaNative.postMessage(JSON.stringify(message));
  else window.webkit?.messageHandlers?.PrestaNative?.postMessage(message);
  return answer;
}

export type WebLoginFallback = () => void;
let webLogin: WebLoginFallback = () => {
  window.location.hash = '#/user/login';
};

/** The app shell tells the bridge how to reach the web login (router navigation). */
export function setWebLoginFallback(fn: WebLoginFallback) {
  webLogin = fn;
}

export const native = {
  /**
   * Opens the shell's login. Resolves with the login info the shell returns, or null when the
   * web login was opened instead (no shell) or the user backed out.
   */
  async toLogin(): Promise<NativeLoginInfo | null> {
    if (!hasNativeShell()) {
      webLogin();
      return null;
    }
    const result = (await post('toLogin', {})) as NativeLoginInfo | null;
    return result && typeof result.token === 'string' && result.token ? result : null;
  },

  async getLoginInfo(): Promise<NativeLoginInfo | null> {
    if (!hasNativeShell()) return null;
    const result = (await post('getLoginInfo', {})) as NativeLoginInfo | null;
    return result && typeof result.token === 'string' && result.token ? result : null;
  },

  async logout(): Promise<void> {
    if (hasNativeShell()) await post('logout', {});
  },

  async setNewToken(token: string, phone: string): Promise<void> {
    if (hasNativeShell()) await post('setNewToken', { token, phone });
  },

  async logEventByLocal(event: {
    eventType: string;
    pageName: string;
    eventOption?: string;
    orderNo?: string;
    isUpload?: boolean;
  }): Promise<void> {
    const payload = { time: Date.now(), isUpload: false, ...event };
    if (hasNativeShell()) await post('logEventByLocal', payload);
  },

  async logEventByAF(eventName: string, values: Record<string, unknown> = {}): Promise<void> {
    if (hasNativeShell()) await post('logEventByAF', { eventName, values });
  },

  /**
   * Asks the shell to collect device data for an order. The browser cannot, so the web
   * fallback reports nothing collected (result -1).
   */
  async timeSDK(
    input: { orderNo: string; userId: number; isSubmit: boolean } & TimeSdkFlags,
  ): Promise<{ result: number }> {
    if (!hasNativeShell()) return { result: -1 };
    const result = (await post('timeSDK', input)) as { result?: number } | null;
    return { result: typeof result?.result === 'number' ? result.result : -1 };
  },

  /** Picks a phone contact; null in a browser, where the form offers manual entry. */
  async selectContact(): Promise<SelectedContact | null> {
    if (!hasNativeShell()) return null;
    const result = (await post('selectContact', {})) as SelectedContact | null;
    return result && typeof result === 'object' ? result : null;
  },
};
