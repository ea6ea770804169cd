export const API_PREFIX = '/api/v1';

/** Header names of spec §6. The values identify the website; they protect nothing on their own. */
export const API_KEY_HEADERS = { public: 'api-public-key', secret: 'api-secret-key' } as const;
