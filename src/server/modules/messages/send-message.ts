import { randomBytes } from 'node:crypto';
import { maskMobile } from '../../../domain/identity/phone';
import type { Language, Market } from '../../../domain/markets/market';
import type { Deps } from '../../deps';
import { SmsRefused, type SmsAccepted, type SmsMessage, type SmsProvider } from '../../providers/sms/sms-provider';
import { insertAttempt, markAttempt, phoneHash, vendorsThatFailed, type MessageChannel } from './message-log-repo';

export interface OutgoingMessage {
  /** E.164. */
  to: string;
  text: string;
  lang: Language;
  market: Market;
  purpose: 'register' | 'login' | 'loan' | 'reminder' | 'complaint' | 'review' | 'bureau';
  channel: MessageChannel;
  packageName?: string;
  /** A voice code's digits, for vendors whose call reads the code itself. */
  code?: string;
  userId?: number | null;
  orderId?: number | null;
  reminderOffset?: number | null;
}

export interface SendOutcome {
  /** Polled by the borrower's app (`/security/getVerifyCodeDelivery`). */
  ticket: string;
  /** sent: a vendor took it; failed: every vendor of the market refused it or could not be reached. */
  state: 'sent' | 'failed';
  vendor: string | null;
}

/** A day: long enough to route around a vendor that cannot reach a number, short enough to try it again tomorrow. */
const FAILED_VENDOR_MEMORY_MS = 86_400_000;

function method(
  provider: SmsProvider,
  channel: MessageChannel,
): ((m: SmsMessage) => Promise<SmsAccepted | void>) | undefined {
  if (channel === 'voice') return provider.voice.bind(provider);
  if (channel === 'whatsapp') return provider.whatsapp?.bind(provider);
  return provider.send.bind(provider);
}

/**
 * Sends through the market's vendors in their configured order until one takes the message.
 * A vendor that refuses (or cannot be reached) is logged as a failed attempt and the next is
 * tried at once; a vendor that took earlier messages to this number but reported them
 * undelivered is tried last. Each attempt is a row of the message log — never the text.
 */
export async function sendMessage(deps: Deps, msg: OutgoingMessage): Promise<SendOutcome> {
  const ticket = randomBytes(16).toString('base64url');
  const toHash = phoneHash(deps.config.secret, msg.to);
  const toMasked = maskMobile(msg.to);
  const chain = deps.sms.route?.(msg.market) ?? [deps.sms];
  const failedLately = await vendorsThatFailed(
    deps.db,
    toHash,
    new Date(deps.clock.now().getTime() - FAILED_VENDOR_MEMORY_MS),
  );
  const ordered = [...chain.filter((p) => !failedLately.has(p.name)), ...chain.filter((p) => failedLately.has(p.name))];
  for (const provider of ordered) {
    const deliver = method(provider, msg.channel);
    if (!deliver) continue;
    const id = await insertAttempt(deps.db, {
      ticket,
      vendor: provider.name,
      purpose: msg.purpose,
      channel: msg.channel,
      status: 'sending',
      toHash,
      toMasked,
      userId: msg.userId ?? null,
      orderId: msg.orderId ?? null,
      packageName: msg.packageName ?? null,
      reminderOffset: msg.reminderOffset ?? null,
      createdAt: deps.clock.now(),
      updatedAt: deps.clock.now(),
    });
    try {
      const accepted = await deliver({
        to: msg.to,
        text: msg.text,
        purpose: msg.purpose,
        lang: msg.lang,
        packageName: msg.packageName,
        code: msg.code,
      });
      await markAttempt(
        deps.db,
        id,
        { status: 'sent', vendorMessageId: accepted?.vendorMessageId ?? null },
        deps.clock.now(),
      );
      return { ticket, state: 'sent', vendor: provider.name };
    } catch (err) {
      const code = err instanceof SmsRefused ? err.code : 'error';
      await markAttempt(deps.db, id, { status: 'failed', errorCode: code.slice(0, 60) }, deps.clock.now());
      deps.log.warn(
        { message: { vendor: provider.name, code, purpose: msg.purpose, channel: msg.channel, to: toMasked } },
        'message refused by the vendor; trying the next one',
      );
    }
  }
  return { ticket, state: 'failed', vendor: null };
}
