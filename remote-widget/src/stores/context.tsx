import { createContext, useContext } from 'react';
import type { RootStore } from './RootStore';

const StoreContext = createContext<RootStore | null>(null);

/** Provides a RootStore to the widget's components. */
export const StoreProvider = StoreContext.Provider;

/** The RootStore of the enclosing widget: `const { ui, booking, activities, config } = useStores()`. */
export function useStores(): RootStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStores() needs a <StoreProvider> above it');
  return store;
}
