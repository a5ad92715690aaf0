import { ErrorInbox, type ErrorEventTarget } from './ErrorInbox';
import { ownFailureTest } from './ownFailure';

const BASE = 'https://widget.example/';

/** An error event as the browser builds it: its script file, and the thrown value. */
const errorEvent = (filename: string, error: unknown = null) =>
  Object.assign(new Event('error'), { filename, error, message: 'boom' });
const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

function widgetError(message: string): Error {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at pay (${BASE}412.js:1:200)`;
  return error;
}

describe('ownFailureTest (§8 handler in a federated host)', () => {
  const isOwn = ownFailureTest(BASE);

  it("takes an error thrown in the widget's scripts, and a rejection whose stack runs through them", () => {
    expect(isOwn(errorEvent(`${BASE}main.js`))).toBe(true);
    expect(isOwn(rejection(widgetError('reserve failed')))).toBe(true);
  });

  it("leaves the partner page's own errors and rejections to the page", () => {
    expect(isOwn(errorEvent('https://partner.example/app.js'))).toBe(false);
    const partner = new Error('partner');
    partner.stack = 'Error: partner\n    at https://partner.example/app.js:3:9';
    expect(isOwn(rejection(partner))).toBe(false);
  });

  it('leaves a failure that names no source (cross-origin "Script error.", a bare string)', () => {
    expect(isOwn(errorEvent(''))).toBe(false);
    expect(isOwn(rejection('nope'))).toBe(false);
  });

  it("takes everything when the script base is unknown (the iframe app: the window is the widget's)", () => {
    expect(ownFailureTest('')(errorEvent('https://partner.example/app.js'))).toBe(true);
  });
});

describe('ErrorInbox.acceptOnly', () => {
  it("catches only the widget's own failures once limited", () => {
    const listeners = new Map<string, (event: Event) => void>();
    const target: ErrorEventTarget = {
      addEventListener: (type, listener) => listeners.set(type, listener),
      removeEventListener: (type) => listeners.delete(type),
    };
    const inbox = new ErrorInbox();
    inbox.acceptOnly(ownFailureTest(BASE));
    inbox.listen(target);
    listeners.get('error')?.(errorEvent('https://partner.example/app.js', new Error('partner')));
    listeners.get('unhandledrejection')?.(rejection('partner'));
    expect(inbox.received).toBe(false);
    const own = widgetError('reserve failed');
    listeners.get('unhandledrejection')?.(rejection(own));
    expect(inbox.drain()).toEqual([{ kind: 'rejection', cause: own }]);
  });

  it('takes a handled failure the widget reports itself', () => {
    const inbox = new ErrorInbox();
    inbox.report(new Error('Credentials not available for acme: missing'));
    expect(inbox.pending.map((failure) => failure.kind)).toEqual(['handled']);
  });
});
