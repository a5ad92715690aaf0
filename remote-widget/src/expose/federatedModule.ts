// The remote's `./BookingWidget`: the component a host renders (default), and `hydrateWidget` for a host page
// whose server drew the widget's step 1 into it.
export { BookingWidget as default, BookingWidget } from './BookingWidget';
export { hydrateWidget } from './hydrateWidget';
/** Which deploy of the remote this is; the host shows it on its page. */
export { WIDGET_BUILD } from '../buildInfo';
