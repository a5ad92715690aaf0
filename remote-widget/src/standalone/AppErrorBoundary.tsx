import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { reloadAfterChunkError, type ChunkReloadDeps, type Language } from '@booking/shared-contracts';
import { ErrorPanel } from '../components/ErrorPanel';
import { shellMessages } from '../components/shellMessages';
import { WidgetIntlProvider } from '../i18n/WidgetIntlProvider';

export interface AppErrorBoundaryProps {
  children: ReactNode;
  /** The visitor's language when the app failed (the panel speaks it). */
  lang: () => Language;
  /** The page's reload rule: where it records its reloads, and how it reloads. */
  page: () => ChunkReloadDeps;
}

/**
 * The iframe app's copy of the host shell's protections (§2 card): a chunk that failed to load reloads the
 * page once per 10 s per path (§8); anything else that throws while rendering shows the §2 "Widget
 * Initialization Error" panel whose "Retry Initialization" reloads the page – never an empty frame.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The booking widget failed while rendering', error, info.componentStack);
    reloadAfterChunkError(error, this.props.page());
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="bw-root" lang={this.props.lang()}>
        <WidgetIntlProvider lang={this.props.lang()}>
          <FailedApp message={error.message} onRetry={() => this.props.page().reload()} />
        </WidgetIntlProvider>
      </div>
    );
  }
}

function FailedApp({ message, onRetry }: { message: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className="bw-shell">
      <ErrorPanel
        title={intl.formatMessage(shellMessages.errorTitle)}
        message={intl.formatMessage(shellMessages.errorMessage, { message })}
        retryLabel={intl.formatMessage(shellMessages.retry)}
        onRetry={onRetry}
      />
    </div>
  );
}
