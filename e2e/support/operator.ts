import { server } from './server';

/** The operator token the e2e server is started with (global-setup.ts). */
export const E2E_ADMIN_TOKEN = 'e2e-operator-token';

async function operator(path: string, init: RequestInit = {}) {
  const res = await fetch(`${server().baseUrl}/api/admin/${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${E2E_ADMIN_TOKEN}`,
      'content-type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
  const body = (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
  if (body.code !== 0) throw new Error(`operator call ${path} failed: ${body.msg}`);
  return body.data;
}

/** Sets the no-prize slot's weight to 0 through the operator API; returns a function restoring the config. */
export async function withoutNoPrizeSlot(packageName: string): Promise<() => Promise<void>> {
  const { config } = (await operator(`promo-settings/${packageName}`)) as {
    config: { lottery: { prizes: { kind: string; weight: number }[] } };
  };
  const certain = {
    ...config,
    lottery: {
      ...config.lottery,
      prizes: config.lottery.prizes.map((p) => ({ ...p, weight: p.kind === 'none' ? 0 : p.weight })),
    },
  };
  await operator(`promo-settings/${packageName}`, { method: 'PUT', body: JSON.stringify(certain) });
  return async () => {
    await operator(`promo-settings/${packageName}`, { method: 'PUT', body: JSON.stringify(config) });
  };
}

/** Forces (or lifts) manual review of every application of an app, through the automation key. */
export async function setManualReview(packageName: string, always: boolean): Promise<void> {
  await operator(`app-settings/${packageName}/manualReview`, { method: 'PUT', body: JSON.stringify({ always }) });
}

/** A product's terms through the automation key, to restore after a test edits them in the console. */
export interface ProductTermsView {
  id: number;
  code: string;
  dailyInterestPpm: number;
  minAmount: number;
  tenures: number[];
}

export async function productTerms(packageName: string): Promise<ProductTermsView[]> {
  return ((await operator(`products?packageName=${packageName}`)) as { products: ProductTermsView[] }).products;
}

export async function patchProduct(id: number, patch: Record<string, unknown>): Promise<void> {
  await operator(`products/${id}`, { method: 'PATCH', body: JSON.stringify(patch) });
}

/** Refuses a product's waiting price changes through the automation key (which may refuse, never approve). */
export async function refusePendingChanges(productId: number): Promise<void> {
  const { changes } = (await operator('product-changes?status=pending')) as {
    changes: { id: number; productId: number }[];
  };
  for (const c of changes.filter((x) => x.productId === productId)) {
    await operator(`product-changes/${c.id}/refuse`, {
      method: 'POST',
      body: JSON.stringify({ reason: 'e2e: restore' }),
    });
  }
}

/**
 * Whether login asks for an SMS code in an app, as an operator switches it (PUT
 * /api/admin/apps/:packageName/login-code).
 */
export async function setLoginCodeRequired(packageName: string, required: boolean): Promise<void> {
  await operator(`apps/${packageName}/login-code`, { method: 'PUT', body: JSON.stringify({ required }) });
}

/** Sets an app's repay colours (`repayColor`) through the operator API, as the console does. */
export async function setRepayColor(
  packageName: string,
  colors: { repaying: string; expiringSoon: string; overdue: string },
): Promise<void> {
  await operator(`app-settings/${packageName}/repayColor`, { method: 'PUT', body: JSON.stringify(colors) });
}
