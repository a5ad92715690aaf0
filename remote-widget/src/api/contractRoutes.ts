// The browser route table carries the yup schemas of every answer the widget may get. A client created
// without it (tests, tools) loads it on its first call; the widget passes it in, since each of its first
// answers is checked by it.
export { browserRoutes as routes } from '@booking/shared-contracts';
