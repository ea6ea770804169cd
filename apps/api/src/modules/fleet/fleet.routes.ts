import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { serve } from '../../http/serve-operation.js';
import type { FleetService } from './fleet.service.js';

export function fleetRoutes(app: FastifyInstance, service: FleetService) {
  serve(app, OPERATIONS.getVehicles, async () => ({ success: true, data: await service.vehicleList() }));
  serve(app, OPERATIONS.getCompanies, async () => ({ success: true, data: await service.companyList() }));
}
