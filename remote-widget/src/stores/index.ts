/** The widget's stores; components read them through `useStores()`. */
export * from './ActivityStore';
export * from './BookingStore';
export * from './CalendarStore';
export * from './ColorModeStore';
export * from './ConfigStore';
export * from './context';
export * from './deps';
export * from './DiagnosticsStore';
export * from './Logger';
export * from './RootStore';
export * from './UiStore';
