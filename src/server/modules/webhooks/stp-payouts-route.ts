import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { stpPayoutOrders } from '../../db/schema';
import type { Deps } from '../../deps';
import type { StpPayoutsSettings } from '../../providers/payments/payouts-config';
import { eventIdOf, ourReference } from '../../providers/payments/webhooks/payout-webhook-parse';
import { stpCambioEstado } from '../../providers/payments/vendors/stp-schemas';
import { parseMessage } from '../../providers/vendor-message';
import { applyPayoutEvent } from '../disbursement';
import type { PayoutEventCounter } from './payout-webhooks';

/**
 * POST /api/webhooks/stp-payouts: STP's "cambio de estado" callback for the orders we
 * registered ({ id, empresa, folioOrigen, estado, causaDevolucion, tsLiquidacion }). STP signs
 * no callback, so only its addresses (STP_CALLBACK_IPS) are heard, the `empresa` must be ours
 * and the order one of ours (folioOrigen is our reference; else STP's id in our book); and the body's `estado` is never
 * believed: the order is
 * queried from STP (consultaOrden) and that answer moves money, once per id and state.
 */
export function stpPayoutsRoute(
  app: FastifyInstance,
  deps: Deps,
  settings: StpPayoutsSettings,
  counted: PayoutEventCounter = () => {},
): void {
  const allowed = new Set(settings.callbackIps);
  app.post('/api/webhooks/stp-payouts', { bodyLimit: 16 * 1024 }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!allowed.has(req.ip)) {
      req.log.warn('STP callback refused: not from an STP address');
      return reply.code(403).send({ mensaje: 'no autorizado' });
    }
    const parsed = parseMessage(stpCambioEstado, req.body);
    if (!parsed.ok) {
      const fields = { vendor: 'stp', message: 'cambioEstado', paths: parsed.paths };
      req.log.warn(fields, 'STP callback refused: not a state change we can read');
      return reply.code(400).send({ mensaje: 'datos invalidos' });
    }
    const body = parsed.value;
    const { id } = body;
    const eventId = eventIdOf('cambioEstado', String(id), body.estado);
    if (body.empresa !== settings.empresa || !eventId) return reply.code(400).send({ mensaje: 'datos invalidos' });
    // Our orders carry our reference as folioOrigen; STP's id (kept once registraOrden answered) names the older ones.
    const [order] = await deps.db
      .select({ claveRastreo: stpPayoutOrders.claveRastreo })
      .from(stpPayoutOrders)
      .where(eq(stpPayoutOrders.stpId, id))
      .limit(1);
    const reference = ourReference(body.folioOrigen) ?? order?.claveRastreo;
    if (!reference) return reply.code(422).send({ mensaje: 'orden desconocida' });
    const outcome = await applyPayoutEvent(deps, { vendor: 'stp', eventId, reference });
    counted('stp', outcome);
    req.log.info({ vendor: 'stp', eventId, outcome }, 'payout notification handled');
    if (outcome === 'unknown') return reply.code(422).send({ mensaje: 'orden desconocida' });
    return { mensaje: 'recibido' };
  });
}
