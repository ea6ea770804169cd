/** The site's settings: read by the website and every module, changed from the console. */
export type { SettingsService } from './settings.service.js';
