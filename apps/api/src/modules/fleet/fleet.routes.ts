import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@kerbside/contract';
import type { FleetService } from './fleet.service.js';

export function fleetRoutes(app: FastifyInstance, service: FleetService) {
  app.get(API_PATHS.vehicles, async () => ({ success: true, data: await service.vehicleList() }));
  app.get(API_PATHS.companies, async () => ({ success: true, data: await service.companyList() }));
}
