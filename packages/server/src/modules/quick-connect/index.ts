/** Quick Connect's public API: the counters achievements read (service and route). */
export { quickConnectRoutes } from './routes.ts';
export { createQuickConnectService } from './service.ts';
export type { QuickConnectService } from './service.ts';
