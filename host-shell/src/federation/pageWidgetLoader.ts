import { createFederatedWidgetLoader, startedEarly } from './widgetLoader';

/**
 * The page's one widget loader. The entry starts it on the booking page before the page's own code and React
 * have arrived, so the remote's manifest, entry and widget code download alongside them instead of after.
 */
export const pageWidgetLoader = startedEarly(createFederatedWidgetLoader());
