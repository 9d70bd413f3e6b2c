import type { Market } from '../../domain/markets/market';
import type { SmsAccepted, SmsChannel, SmsMessage, SmsProvider } from '../providers/sms/sms-provider';
import type { Metrics } from './metrics';

/**
 * The SMS provider, counting what it sent and what failed per vendor and channel (it logs nothing:
 * no numbers). A failover chain's vendors are counted each under its own name.
 */
export function countedSms(sms: SmsProvider, metrics: Metrics): SmsProvider {
  const counted =
    (channel: SmsChannel, send: (m: SmsMessage) => Promise<SmsAccepted | void>) => async (m: SmsMessage) => {
      const labels = { vendor: sms.name, channel, purpose: m.purpose };
      try {
        const accepted = await send(m);
        metrics.smsSent.inc(labels);
        return accepted;
      } catch (err) {
        metrics.smsFailed.inc(labels);
        throw err;
      }
    };
  const whatsapp = sms.whatsapp?.bind(sms);
  const route = sms.route?.bind(sms);
  return {
    get name() {
      return sms.name;
    },
    get sandbox() {
      return sms.sandbox;
    },
    send: counted('sms', (m) => sms.send(m)),
    voice: counted('voice', (m) => sms.voice(m)),
    ...(whatsapp ? { whatsapp: counted('whatsapp', whatsapp) } : {}),
    ...(route ? { route: (market: Market) => route(market).map((vendor) => countedSms(vendor, metrics)) } : {}),
  };
}
