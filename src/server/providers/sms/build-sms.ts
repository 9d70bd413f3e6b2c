import type { FastifyBaseLogger } from 'fastify';
import { MARKETS, type Market } from '../../../domain/markets/market';
import { SandboxSms } from './sandbox-sms';
import type { SmsConfig, SmsVendorName } from './sms-config';
import type { SmsMessage, SmsProvider } from './sms-provider';
import { TermiiSms } from './vendors/termii-sms';
import { TwilioSms } from './vendors/twilio-sms';

/** Where each vendor reports delivery: plain paths under our public base URL (modules/messages/report-routes.ts). */
export const smsReportPath = (vendor: SmsVendorName) => `/api/webhooks/sms/${vendor}`;

const marketOf = (e164: string): Market => (e164.startsWith('+52') ? 'mx' : 'ng');

/**
 * The market's vendors in their configured order, each a full SmsProvider; the sending service
 * walks the chain (modules/messages/send-message.ts). A market without vendors outside
 * production falls back to a sandbox that delivers nowhere (production refuses to start).
 */
export class VendorSmsRouter implements SmsProvider {
  readonly name = 'vendors';
  readonly sandbox = false;
  private readonly chains: Record<Market, SmsProvider[]>;

  constructor(config: Extract<SmsConfig, { provider: 'vendors' }>, log?: FastifyBaseLogger) {
    const sender = (vendor: SmsVendorName, fallback: string) => (pkg: string | undefined) =>
      (pkg && config.senderIds[pkg]?.[vendor]) || fallback;
    const vendors: Partial<Record<SmsVendorName, SmsProvider>> = {};
    if (config.termii) vendors.termii = new TermiiSms(config.termii, sender('termii', config.termii.senderId));
    if (config.twilio)
      vendors.twilio = new TwilioSms(
        config.twilio,
        `${config.callbackBaseUrl}${smsReportPath('twilio')}`,
        sender('twilio', config.twilio.from),
      );
    const fallback = new SandboxSms(log);
    this.chains = Object.fromEntries(
      MARKETS.map((m) => {
        const chain = config.order[m].map((v) => vendors[v]).filter((p): p is SmsProvider => p !== undefined);
        return [m, chain.length ? chain : [fallback]];
      }),
    ) as Record<Market, SmsProvider[]>;
  }

  route(market: Market): SmsProvider[] {
    return this.chains[market];
  }

  /** Direct sends use the number's market's first vendor; the sending service uses `route` and fails over. */
  async send(message: SmsMessage) {
    return this.route(marketOf(message.to))[0].send(message);
  }

  async voice(message: SmsMessage) {
    return this.route(marketOf(message.to))[0].voice(message);
  }
}

export function buildSms(config: SmsConfig, log?: FastifyBaseLogger): SmsProvider {
  return config.provider === 'sandbox' ? new SandboxSms(log) : new VendorSmsRouter(config, log);
}
