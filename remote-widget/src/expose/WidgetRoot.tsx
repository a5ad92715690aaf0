import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, type ReactNode } from 'react';
import { WIDGET_BUILD } from '../buildInfo';
import { accentTheme } from '../components/accentTheme';
import { ControllerProvider } from '../controller/context';
import type { WidgetController } from '../controller/WidgetController';
import { WidgetIntlProvider } from '../i18n/WidgetIntlProvider';
import { StoreProvider, useStores } from '../stores/context';
import { CheckoutShell } from '../components/CheckoutShell';
import { LiveRegion } from '../components/LiveRegion';
import '../components/widget.css';

/** react-intl in the UI store's language, so a `setLanguage` from any host re-renders the texts. */
const LanguageFromStores = observer(function LanguageFromStores({ children }: { children: ReactNode }) {
  return <WidgetIntlProvider lang={useStores().ui.currentLanguage}>{children}</WidgetIntlProvider>;
});

/** Everything one widget instance renders, whichever way it is hosted (federated, mount(), iframe app). */
export const WidgetRoot = observer(function WidgetRoot({
  controller,
  configId,
}: {
  controller: WidgetController;
  configId: string;
}) {
  const { stores } = controller;
  const accent = stores.config.globalConfig?.accent;
  const theme = useMemo(() => accentTheme(accent), [accent]);
  // Hydrated over the server's markup: step 1 takes clicks now, in the device's own colour scheme.
  useEffect(() => {
    if (stores.ui.interactive) return;
    stores.ui.setInteractive(true);
    stores.colorMode.resync();
  }, [stores]);
  return (
    <StoreProvider value={stores}>
      <ControllerProvider value={controller}>
        <div
          className="bw-root"
          lang={stores.ui.currentLanguage}
          data-config-id={configId}
          data-build={WIDGET_BUILD}
          data-color-mode={stores.colorMode.mode}
          style={theme}
        >
          <LanguageFromStores>
            <LiveRegion />
            <CheckoutShell />
          </LanguageFromStores>
        </div>
      </ControllerProvider>
    </StoreProvider>
  );
});
