/** The rate limiter: counts in this process, or in Redis shared by every instance. */
export { createMemoryRateLimiter, type RateDecision, type RateLimiter, type RateRule } from './rate-limit.js';
export { createRedisRateLimiter, RATE_LIMIT_KEY_PREFIX, rateLimitKey, type RedisRateLimiterOptions } from './rate-limit-redis.js';
