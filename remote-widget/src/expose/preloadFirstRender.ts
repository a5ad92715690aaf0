/**
 * Starts downloading the two lazy chunks every first render waits for: the contract's route table (yup and the
 * schemas that check each answer, the page's inline ones too) and the activity mapper. `webpackPreload` asks
 * for them as soon as the chunk holding this module is requested (for a federated host: with the exposed
 * widget's own chunks); the calls below, made when a widget is created, start them where no preload ran (the
 * iframe app). Either way they arrive together instead of one after the other, and the later `import()`s take
 * the same chunks. A failed download is not reported here: the real import retries it and reports.
 */
export function preloadFirstRenderCode(): void {
  import(/* webpackPreload: true */ '../api/contractRoutes').catch(() => undefined);
  import(/* webpackPreload: true */ '../domain/activityMapper').catch(() => undefined);
}
