/**
 * Shares one promise among identical requests while the first is in flight, so two components asking for
 * the same month (or a double click) cost one call. The entry is dropped once the promise settles, so a
 * later call fetches again.
 */
export class InFlightRequests {
  private readonly pending = new Map<string, Promise<unknown>>();

  /** Identity of a request: method, URL and body. */
  static key(method: string, url: string, body: unknown): string {
    return `${method} ${url} ${body === undefined ? '' : JSON.stringify(body)}`;
  }

  get size(): number {
    return this.pending.size;
  }

  run<T>(key: string, start: () => Promise<T>): Promise<T> {
    const existing = this.pending.get(key);
    if (existing) return existing as Promise<T>;
    const promise = start().finally(() => {
      if (this.pending.get(key) === promise) this.pending.delete(key);
    });
    this.pending.set(key, promise);
    return promise;
  }
}
