import { createContext, useContext } from 'react';
import type { WidgetController } from './WidgetController';

const ControllerContext = createContext<WidgetController | null>(null);

/** Provides the widget's controller (Retry, close) to its components. */
export const ControllerProvider = ControllerContext.Provider;

/** The controller of the enclosing widget. */
export function useController(): WidgetController {
  const controller = useContext(ControllerContext);
  if (!controller) throw new Error('useController() needs a <ControllerProvider> above it');
  return controller;
}
