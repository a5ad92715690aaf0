/** A listener of partner events. */
export type EmbedListener = (payload: unknown, name: string) => void;

/** `BookingWidget('on'|'off', name, handler)`: listeners by event name, `'*'` for every event. */
export class EventHub {
  private readonly listeners = new Map<string, Set<EmbedListener>>();

  on(name: string, listener: EmbedListener): void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener);
    this.listeners.set(name, set);
  }

  off(name: string, listener?: EmbedListener): void {
    if (listener) this.listeners.get(name)?.delete(listener);
    else this.listeners.delete(name);
  }

  /** Calls every listener of `name` and of `'*'`; a throwing listener never stops the others. */
  emit(name: string, payload: unknown): void {
    for (const key of [name, '*']) {
      for (const listener of this.listeners.get(key) ?? []) {
        try {
          listener(payload, name);
        } catch (error) {
          console.error(`BookingWidget: a "${name}" listener failed`, error);
        }
      }
    }
  }
}
