import { defineFeature } from '../../http/feature.ts';
import { authService } from '../auth/index.ts';
import { auditRoutes } from './audit.routes.ts';
import { AuditLog } from './audit.service.ts';

/**
 * The audit log's reading side (docs/product/admin.md). Every feature that lets an admin change
 * something writes its entries with `recordAudit` (db/audit.ts), in the change's transaction.
 */
export const auditFeature = defineFeature('audit', async (app, { ctx }) => {
  await app.register(auditRoutes(new AuditLog(ctx.db), authService(ctx)));
});
