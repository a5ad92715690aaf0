import { lazy, Suspense } from 'react';
import type { InitialData, PageConfig } from '@booking/shared-contracts';
import type { WidgetLoader } from '../federation/widgetLoader';
import { BookingPage } from '../pages/BookingPage';
import { ErrorPage } from '../pages/ErrorPage';
import { pageChunks } from '../pages/pageChunks';
import { Layout } from './Layout';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';

// The other pages load as their own chunks (the entry already asked for the opened one).
const HomePage = lazy(pageChunks.home);
const DevPage = lazy(pageChunks.dev);
const SuccessPage = lazy(pageChunks.success);
const PaymentCompletionPage = lazy(pageChunks.paymentCompletion);
const NotFoundPage = lazy(pageChunks.notFound);
const InfoPage = lazy(pageChunks.info);

/** Renders the page the server chose in `config.page`. */
export function App({
  config,
  loader,
  search = '',
  initialData,
  widgetMarkup,
}: {
  config: PageConfig;
  loader: WidgetLoader;
  /** The page URL's query (`?data=…`, `?product=…`). */
  search?: string;
  /** A server render's data block (the browser reads the page's own). */
  initialData?: InitialData | null;
  /** A server render's widget markup for the booking page (null: none drawn; absent in the browser). */
  widgetMarkup?: string | null;
}) {
  let content;
  switch (config.page) {
    case 'booking':
      content = (
        <BookingPage
          config={config}
          loader={loader}
          search={search}
          initialData={initialData}
          widgetMarkup={widgetMarkup}
        />
      );
      break;
    case 'home':
      content = <HomePage config={config} />;
      break;
    case 'dev':
      content = <DevPage config={config} />;
      break;
    case 'success':
      content = <SuccessPage lang={config.lang} search={search} apiBaseUrl={config.apiBaseUrl} />;
      break;
    case 'paymentCompletion':
      content = <PaymentCompletionPage lang={config.lang} search={search} apiBaseUrl={config.apiBaseUrl} />;
      break;
    case 'notFound':
      content = <NotFoundPage path={config.path} />;
      break;
    default:
      content = <InfoPage page={config.page} lang={config.lang} />;
  }
  return (
    <Layout page={config.page} lang={config.lang} search={search}>
      <WidgetErrorBoundary fallback={() => <ErrorPage lang={config.lang} />}>
        <Suspense fallback={null}>{content}</Suspense>
      </WidgetErrorBoundary>
    </Layout>
  );
}
