/** `/api/operator/v1/companies/{id}/notification-settings`: read by every staff role, changed by owners and platform admins (their declarations' roles). */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { actorOf } from '../../platform/company-scope/index.js';
import type { NotificationSettingsService } from './notification-settings.service.js';

export function notificationSettingsRoutes(operator: FastifyInstance, deps: { settings: NotificationSettingsService }) {
  serve(operator, OPERATIONS.operatorGetNotificationSettings, async (request, reply) => sendResult(reply, await deps.settings.get(request.scope, request.params.id)));

  serve(operator, OPERATIONS.operatorUpdateNotificationSettings, async (request, reply) =>
    sendResult(reply, await deps.settings.update(actorOf(request), request.params.id, request.body)),
  );
}
