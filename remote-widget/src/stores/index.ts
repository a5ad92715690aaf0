/** The widget's stores; components read them through `useStores()`. */
export * from './ActivityStore';
export * from './BookingStore';
export * from './CalendarStore';
export * from './ColorModeStore';
export * from './ConfigStore';
export * from './context';
export * from '../infra/deps';
export * from '../infra/DiagnosticsStore';
export * from '../infra/Logger';
export * from './RootStore';
export * from './UiStore';
