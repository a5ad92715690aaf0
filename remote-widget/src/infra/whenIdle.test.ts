import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it("runs the task when the browser says the page is idle, at the latest after the timeout it is given", () => {
    const idle = jest.fn((_task: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdle = jest.fn();
    window.requestIdleCallback = idle;
    window.cancelIdleCallback = cancelIdle;
    const task = jest.fn();
    const cancel = whenIdle(task, 3_000);
    expect(idle).toHaveBeenCalledWith(task, { timeout: 3_000 });
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('runs it after the fallback delay where the browser cannot say, and not at all once cancelled', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task, 5_000, 2_000);
    jest.advanceTimersByTime(1_999);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.advanceTimersByTime(10_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
