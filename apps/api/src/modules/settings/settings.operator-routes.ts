/** `/api/operator/v1/settings`: every staff role reads them, a platform admin changes them (the declarations' roles). */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { serve } from '../../http/serve-operation.js';
import type { SettingsConsoleService } from './settings-console.service.js';

export function settingsConsoleRoutes(operator: FastifyInstance, service: SettingsConsoleService) {
  serve(operator, OPERATIONS.operatorGetSettings, async (request) => ({ success: true, data: await service.page(request.staff) }));
  serve(operator, OPERATIONS.operatorChangeSettings, async (request) => ({ success: true, data: await service.change(request.staff, request.body) }));
}
