/** `/api/operator/v1/settings`: reading in an area for every staff role, changing in the platform admins' area (app.ts). */
import type { FastifyInstance } from 'fastify';
import { OPERATOR_PATHS, settingsChangeRequestSchema } from '@kerbside/contract';
import { parseForm, sendFailure } from '../../http/result.js';
import type { SettingsConsoleService } from './settings-console.service.js';

export function settingsReadRoutes(area: FastifyInstance, service: SettingsConsoleService) {
  area.get(OPERATOR_PATHS.settings, async (request, reply) => reply.send({ success: true, data: await service.page(request.staff) }));
}

export function settingsWriteRoutes(area: FastifyInstance, service: SettingsConsoleService) {
  area.put(OPERATOR_PATHS.settings, async (request, reply) => {
    const input = parseForm(settingsChangeRequestSchema, request.body);
    if (!input.ok) return sendFailure(reply, input);
    return reply.send({ success: true, data: await service.change(request.staff, input.value) });
  });
}
