import { randomUUID } from 'node:crypto';
import type { Logger } from '../logging/createLogger';
import type { AppMiddleware } from '../state';

export const REQUEST_ID_HEADER = 'X-Request-Id';

// A caller's id is reused only when it is short and plain, so it cannot smuggle text into logs or headers.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Takes X-Request-Id from the request (or makes a UUID), echoes it on the response and binds a child logger. */
export function requestId(logger: Logger): AppMiddleware {
  return async (ctx, next) => {
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const id = SAFE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.state.log = logger.child({ reqId: id });
    ctx.set(REQUEST_ID_HEADER, id);
    await next();
  };
}
