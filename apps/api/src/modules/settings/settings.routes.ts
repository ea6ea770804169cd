import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { serve } from '../../http/serve-operation.js';
import type { SettingsService } from './settings.service.js';

export function settingsRoutes(app: FastifyInstance, service: SettingsService) {
  serve(app, OPERATIONS.getSettings, async () => ({ success: true, data: (await service.current()).items }));
}
