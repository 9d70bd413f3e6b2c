import { encryptPath } from '../../src/domain/transport/path-cipher';

/** A fresh valid mobile per market: Nigerian 0803…, Mexico City 55…. */
function freshMobile(market: 'ng' | 'mx'): string {
  const tail = String(Date.now() % 10_000_000).padStart(7, '0');
  return market === 'ng' ? `0803${tail}` : `55${tail}0`;
}

async function call(
  baseUrl: string,
  packageName: string,
  path: '/security/getVerifyCode' | '/security/register',
  body: object,
) {
  const url = `${baseUrl}/api/${encryptPath(path, packageName)}?t=${Math.floor(Date.now() / 1000)}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { packageName, lang: 'en', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: number; msg: string; data: { token?: string } };
  if (answer.code !== 0) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/**
 * Registers a borrower through the product's own calls — a code sent by the sandbox SMS
 * provider, read back from the development outbox — and returns the session token.
 */
export async function registerBorrower(baseUrl: string, market: 'ng' | 'mx', packageName: string): Promise<string> {
  const mobile = freshMobile(market);
  await call(baseUrl, packageName, '/security/getVerifyCode', { mobile, type: 'register' });
  let code: string | undefined;
  for (let i = 0; i < 25 && !code; i++) {
    const outbox = (await (
      await fetch(`${baseUrl}/api/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`)
    ).json()) as { data: { messages: { code: string | null }[] } };
    code = outbox.data.messages[0]?.code ?? undefined;
    if (!code) await new Promise((r) => setTimeout(r, 200));
  }
  if (!code) throw new Error(`no verification code for the ${market} borrower`);
  const session = await call(baseUrl, packageName, '/security/register', { mobile, code });
  if (!session.token) throw new Error('register answered no token');
  return session.token;
}
