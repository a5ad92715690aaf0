export * from './api/defineRoute';
export * from './api/errorResponse';
export * from './api/routes';
export * from './domain/constants';
export * from './domain/globalConfig';
export * from './domain/product';
export * from './domain/pageRoutes';
