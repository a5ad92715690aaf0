import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/storeContext';
import { ConfigOverview } from './ConfigOverview';
import { ErrorPanel } from './ErrorPanel';
import { Loader } from './Loader';

/** The widget's frame: loader while initializing, the §2 error panel on failure, else the loaded content. */
export const WidgetShell = observer(function WidgetShell() {
  const { config } = useStores();
  const { widgetConfig, credentials, error, status } = config;
  let body;
  if (status === 'error' && error) {
    body = (
      <ErrorPanel
        title="Widget Initialization Error"
        message={`Initialization failed: ${error.message}`}
        retryLabel="Retry Initialization"
        onRetry={() => void config.retry()}
      />
    );
  } else if (status === 'loaded' && widgetConfig && credentials) {
    body = <ConfigOverview widgetConfig={widgetConfig} credentials={credentials} />;
  } else {
    body = <Loader label="Loading the booking widget…" />;
  }
  return (
    <div className="bw-shell" aria-busy={status === 'loading'}>
      {body}
    </div>
  );
});
