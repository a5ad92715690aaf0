import type { ChunkReloadDeps } from '@booking/shared-contracts';
import type { WidgetController } from '../controller/WidgetController';
import { WidgetRoot } from '../expose/WidgetRoot';
import { AppErrorBoundary } from './AppErrorBoundary';

/**
 * The iframe app's tree: the server renders it to HTML and the browser hydrates (or renders) the same one.
 * §2: the host shell's protections – a failed render shows the error panel with its retry, a lost chunk
 * reloads the page (once per 10 s per path) – so a phone never keeps an empty frame.
 */
export function IframeApp({
  controller,
  configId,
  page,
}: {
  controller: WidgetController;
  configId: string;
  page: () => ChunkReloadDeps;
}) {
  return (
    <AppErrorBoundary lang={() => controller.stores.ui.currentLanguage} page={page}>
      <WidgetRoot controller={controller} configId={configId} />
    </AppErrorBoundary>
  );
}
