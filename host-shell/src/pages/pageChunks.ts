import type { PageId } from '@booking/shared-contracts';

/**
 * The pages other than the booking page, each its own chunk (as `React.lazy` takes it): the booking page's visitor downloads none of them
 * (the success page's payload decoder brings yup, the developer page its snippets). Free of React, so the entry
 * can ask for the opened page's chunk beside the bootstrap chunk instead of after it.
 */
export const pageChunks = {
  home: () => import('./HomePage').then((m) => ({ default: m.HomePage })),
  dev: () => import('./DevPage').then((m) => ({ default: m.DevPage })),
  success: () => import('./SuccessPage').then((m) => ({ default: m.SuccessPage })),
  paymentCompletion: () =>
    import('./PaymentCompletionPage').then((m) => ({ default: m.PaymentCompletionPage })),
  notFound: () => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
  info: () => import('./InfoPage').then((m) => ({ default: m.InfoPage })),
};

/** The chunk a page id renders from; null for the booking page, which is in the bootstrap chunk. */
function pageChunkOf(page: PageId): (typeof pageChunks)[keyof typeof pageChunks] | null {
  if (page === 'booking') return null;
  return page in pageChunks ? pageChunks[page as keyof typeof pageChunks] : pageChunks.info;
}

/** Starts downloading the chunk of the page the server chose; a failure is left to the page's render. */
export function preloadPage(page: PageId): void {
  pageChunkOf(page)?.().catch(() => undefined);
}
