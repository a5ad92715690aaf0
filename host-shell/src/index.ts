import { readBookingConfig } from './config/bookingConfig';
import { pageWidgetLoader } from './federation/pageWidgetLoader';
import { sharedForRemotes } from './federation/sharedForRemotes';
import { preloadPage } from './pages/pageChunks';
// The page's own styles, as a stylesheet the page's HTML links (no style strings inside JavaScript).
import './styles.css';

const config = readBookingConfig(document, window.location.pathname);

// The async boundary lets Module Federation set up the shared React before any module uses it.
import(/* webpackChunkName: "bootstrap" */ './bootstrap')
  .then(({ renderPage }) => renderPage(config))
  .catch((error: unknown) => {
    console.error('The page failed to start', error);
  });

// The booking page's widget starts loading now, beside the page's code and React (asked for just above, so the
// widget gets the host's copies): the remote's manifest and entry need nothing the page renders.
if (config.page === 'booking') {
  pageWidgetLoader.start(config.remoteUrl);
  // The widget runs on the host's MobX, mobx-react-lite and react-intl: they download now, not once the remote's
  // entry has arrived and asked for them.
  for (const load of Object.values(sharedForRemotes)) load().catch(() => undefined);
}
// Any other page's chunk downloads beside the bootstrap chunk too.
else preloadPage(config.page);
