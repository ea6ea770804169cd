import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { PassengersService } from './passengers.service.js';

export function passengersRoutes(app: FastifyInstance, service: PassengersService) {
  // Spec §7: a success flag only; failures say the same thing for an unknown email and a wrong password.
  // A password check: limited per address and per email with every other one (password-checks.ts).
  serve(app, OPERATIONS.checkPassengerEmail, async (request, reply) =>
    sendResult(reply, await service.checkEmail(request.body, request.addressKey), () => ({ success: true })),
  );
}
