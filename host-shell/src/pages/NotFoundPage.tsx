import { pageNotFoundMessage } from '@booking/shared-contracts';

/** The 404 page (§2): the same message the server renders before the script runs. */
export function NotFoundPage({ path }: { path: string }) {
  return <h1>{pageNotFoundMessage(path)}</h1>;
}
