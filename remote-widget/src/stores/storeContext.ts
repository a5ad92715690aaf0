/** Older import path of the store context; new code imports from './context'. */
export { StoreProvider, useStores } from './context';
