import type { SmsMessage, SmsProvider } from '../providers/sms/sms-provider';
import type { Metrics } from './metrics';

/** The SMS provider, counting what it sent and what failed per vendor and channel (it logs nothing: no numbers). */
export function countedSms(sms: SmsProvider, metrics: Metrics): SmsProvider {
  const counted = (channel: 'sms' | 'voice', send: (m: SmsMessage) => Promise<void>) => async (m: SmsMessage) => {
    const labels = { vendor: sms.name, channel, purpose: m.purpose };
    try {
      await send(m);
      metrics.smsSent.inc(labels);
    } catch (err) {
      metrics.smsFailed.inc(labels);
      throw err;
    }
  };
  return {
    get name() { return sms.name; },
    get sandbox() { return sms.sandbox; },
    send: counted('sms', (m) => sms.send(m)),
    voice: counted('voice', (m) => sms.voice(m)),
  };
}
