/** Passengers: their records, passwords (every check limited) and the website's check-passenger-email route. */
export { createPassengersRepository, type PassengersRepository } from './passengers.repository.js';
export { passengersRoutes } from './passengers.routes.js';
export { type BookerPlan, createPassengersService, type PassengersService } from './passengers.service.js';
export { createPasswordChecks, type PasswordChecks } from './password-checks.js';
export { hashPassword } from './passwords.js';
