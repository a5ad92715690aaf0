export type { Cache, CacheEngine } from './cache';
export { createMemoryCache, type MemoryCacheOptions } from './memoryCache';
export { createRedisCache, type RedisCacheOptions } from './redisCache';
export { createCache, type CacheLogger, type CreateCacheOptions, type EngineCache } from './createCache';
export { cached, supersedeInFlight, type CachedOptions } from './cached';
export { catalogKey, invalidateScheduleMonth, type CatalogKeyParts, type CatalogKind } from './catalogKey';
