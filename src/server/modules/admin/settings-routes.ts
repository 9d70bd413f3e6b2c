import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { promoConfig } from '../../../domain/coupons/promo-config';
import { appSettings, apps, promoSettings } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AppsRegistry } from '../../http/apps-registry';
import { ApiError, validationError } from '../../http/api-error';
import { fieldErrorsFromZod, ok } from '../../http/envelope';
import { enqueueRelease } from '../disbursement';
import { SETTING_SCHEMAS, type SettingKey } from '../promo';
import { recordAudit, requireOperator } from '../operator';
import { reviewNumbersRoutes } from './review-numbers-routes';
import { packageAndKeyParams, packageParam, parsePath } from './console-params';

const supportEmailBody = z.object({ supportEmail: z.email().max(200) }).strict();

async function requireApp(deps: Deps, packageName: string) {
  const [app] = await deps.db
    .select({ packageName: apps.packageName })
    .from(apps)
    .where(eq(apps.packageName, packageName))
    .limit(1);
  if (!app) throw new ApiError('NOT_FOUND', 404);
}

/**
 * Operator API for the promotions configuration (draw odds, prizes, quota, expiry, the
 * card-authorisation coupon) and the app settings (support hours, store links). Values are
 * validated by the same schemas the server reads them with; every change is audited.
 */
export function settingsRoutes(app: FastifyInstance, deps: Deps, registry: AppsRegistry) {
  app.get('/api/admin/promo-settings/:packageName', async (req) => {
    requireOperator(req);
    const { packageName } = parsePath(packageParam, req.params);
    const [row] = await deps.db.select().from(promoSettings).where(eq(promoSettings.packageName, packageName)).limit(1);
    if (!row) throw new ApiError('NOT_FOUND', 404);
    return ok('en', { config: row.config });
  });

  app.put('/api/admin/promo-settings/:packageName', async (req) => {
    const actor = requireOperator(req);
    const { packageName } = parsePath(packageParam, req.params);
    await requireApp(deps, packageName);
    const parsed = promoConfig.safeParse(req.body);
    if (!parsed.success) throw validationError(fieldErrorsFromZod(parsed.error));
    await deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(promoSettings)
        .where(eq(promoSettings.packageName, packageName))
        .for('update')
        .limit(1);
      await tx
        .insert(promoSettings)
        .values({ packageName, config: parsed.data })
        .onConflictDoUpdate({
          target: promoSettings.packageName,
          set: { config: parsed.data, updatedAt: deps.clock.now() },
        });
      await recordAudit(
        tx,
        actor,
        { action: 'promo.update', target: `app:${packageName}`, before: before?.config ?? null, after: parsed.data },
        deps.clock.now(),
      );
    });
    return ok('en', { config: parsed.data });
  });

  app.get('/api/admin/app-settings/:packageName', async (req) => {
    requireOperator(req);
    const { packageName } = parsePath(packageParam, req.params);
    await requireApp(deps, packageName);
    const rows = await deps.db.select().from(appSettings).where(eq(appSettings.packageName, packageName));
    return ok('en', { settings: Object.fromEntries(rows.map((r) => [r.key, r.value])) });
  });

  app.put('/api/admin/apps/:packageName/support-email', async (req) => {
    const actor = requireOperator(req);
    const { packageName } = parsePath(packageParam, req.params);
    const parsed = supportEmailBody.safeParse(req.body ?? {});
    if (!parsed.success) throw validationError(fieldErrorsFromZod(parsed.error));
    await deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ supportEmail: apps.supportEmail })
        .from(apps)
        .where(eq(apps.packageName, packageName))
        .for('update')
        .limit(1);
      if (!before) throw new ApiError('NOT_FOUND', 404);
      await tx.update(apps).set({ supportEmail: parsed.data.supportEmail }).where(eq(apps.packageName, packageName));
      await recordAudit(
        tx,
        actor,
        { action: 'app.support_email', target: `app:${packageName}`, before, after: parsed.data },
        deps.clock.now(),
      );
    });
    return ok('en', parsed.data);
  });

  app.put('/api/admin/app-settings/:packageName/:key', async (req) => {
    const actor = requireOperator(req);
    const { packageName, key } = parsePath(packageAndKeyParams, req.params);
    if (!(key in SETTING_SCHEMAS)) throw new ApiError('NOT_FOUND', 404);
    await requireApp(deps, packageName);
    const parsed = SETTING_SCHEMAS[key as SettingKey].safeParse(req.body);
    if (!parsed.success) throw validationError(fieldErrorsFromZod(parsed.error));
    await deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(appSettings)
        .where(and(eq(appSettings.packageName, packageName), eq(appSettings.key, key)))
        .limit(1);
      await tx
        .insert(appSettings)
        .values({ packageName, key, value: parsed.data })
        .onConflictDoUpdate({
          target: [appSettings.packageName, appSettings.key],
          set: { value: parsed.data, updatedAt: deps.clock.now() },
        });
      await recordAudit(
        tx,
        actor,
        {
          action: 'setting.update',
          target: `app:${packageName}:${key}`,
          before: before?.value ?? null,
          after: parsed.data,
        },
        deps.clock.now(),
      );
      // Payouts resumed: the loans held at 18 meanwhile (decision 0059) are released at once.
      if (key === 'payouts' && !(parsed.data as { paused: boolean }).paused)
        await enqueueRelease(tx, packageName, deps.clock.now());
    });
    return ok('en', { value: parsed.data });
  });

  // Whether login asks for an SMS code (answered by /security/isRequiredVerificationCode):
  // off only for an app under store review, whose reviewers cannot receive our SMS. Off, it
  // lets in without a code only the accounts on the app's review list (review-numbers-routes.ts).
  app.put('/api/admin/apps/:packageName/login-code', async (req) => {
    const actor = requireOperator(req);
    const { packageName } = parsePath(packageParam, req.params);
    await requireApp(deps, packageName);
    const parsed = loginCodeSetting.safeParse(req.body);
    if (!parsed.success) throw validationError(fieldErrorsFromZod(parsed.error));
    await deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ otpRequired: apps.otpRequired })
        .from(apps)
        .where(eq(apps.packageName, packageName))
        .for('update')
        .limit(1);
      await tx.update(apps).set({ otpRequired: parsed.data.required }).where(eq(apps.packageName, packageName));
      await recordAudit(
        tx,
        actor,
        {
          action: 'app.loginCode',
          target: `app:${packageName}`,
          before: { required: before?.otpRequired ?? null },
          after: parsed.data,
        },
        deps.clock.now(),
      );
    });
    registry.forget(packageName);
    return ok('en', parsed.data);
  });

  reviewNumbersRoutes(app, deps);
}

const loginCodeSetting = z.object({ required: z.boolean() }).strict();
