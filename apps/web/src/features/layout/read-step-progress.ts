import { readStored } from '../../lib/storage';
import type { StepProgress } from './step-guards';

export function readStepProgress(): StepProgress {
  return {
    hasPrices: readStored('priceDetails') !== null,
    hasVehicle: readStored('selectedVehicleData') !== null,
    hasRegistration: readStored('registrationData') !== null,
  };
}
