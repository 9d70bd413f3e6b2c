import type { FastifyInstance } from 'fastify';
import { registerCall, type CallServices } from '../../http/register-call';
import { listProducts } from './product-list';

export function productRoutes(app: FastifyInstance, s: CallServices) {
  const { db } = s.deps;
  registerCall(app, s, '/loan/product/list', (_input, ctx) => listProducts(db, ctx.app, 'app'));
  registerCall(app, s, '/loan/product/list-market', (_input, ctx) => listProducts(db, ctx.app, 'market'));
}
