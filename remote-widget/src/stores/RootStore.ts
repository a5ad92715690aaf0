import type { ApiClient } from '../api/client';
import { ConfigStore } from './ConfigStore';

/** I/O the stores receive instead of importing it, so tests pass fakes. */
export interface StoreDeps {
  api: ApiClient;
}

/** Builds and owns every store of one widget instance. */
export class RootStore {
  readonly config: ConfigStore;

  constructor(deps: StoreDeps) {
    this.config = new ConfigStore(deps.api);
  }
}
