import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@kerbside/contract';
import type { SettingsService } from './settings.service.js';

export function settingsRoutes(app: FastifyInstance, service: SettingsService) {
  app.get(API_PATHS.settings, async () => {
    const { items } = await service.current();
    return { success: true, data: items };
  });
}
