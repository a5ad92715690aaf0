// The BFF as a library: what scripts and benchmarks need to start it in-process.
export { createApp } from './app';
export { closeDeps, createDeps } from './createDeps';
export { systemClock, type AppDeps, type Clock } from './deps';
export { parseEnv, type Env } from './env';
export { openEnvStore, startServer, type RunningServer, type StartOptions } from './server';
export { createBokunClientSource, type BokunClientSource } from './providers/bokun/clientSource';
export { openStore, type Store } from './store';
export { insightsReport, type InsightsReport } from './services/insights/report';
export { DEMO_TRAFFIC_ORIGINS, runDemoTraffic, type DemoTrafficTally } from './services/insights/demoTraffic';
