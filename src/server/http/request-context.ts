import type { FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '../../domain/markets/market';
import type { AppRow } from './apps-registry';

/** What every handler knows about the caller. `userId` is set exactly when the call needs a session. */
export interface CallContext {
  app: AppRow;
  lang: Language;
  ip: string;
  afid?: string;
  userId: number | null;
  sessionId: number | null;
  request: FastifyRequest;
}

export interface AuthedContext extends CallContext {
  userId: number;
  sessionId: number;
}

export function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/** The request's language: the lang header when valid, else the app's, else English. */
export function requestLanguage(req: FastifyRequest, app?: AppRow | null): Language {
  const lang = header(req, 'lang');
  if (isLanguage(lang)) return lang;
  return app?.defaultLanguage ?? 'en';
}
