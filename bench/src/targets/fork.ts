import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { CountReply, FromTarget, MemoryReply, ToTarget } from './protocol.ts';

/** A forked server and the URL it answers on. */
export interface Target {
  url: string;
  child: ChildProcess;
  /** Asks the target something and waits for the reply of the same type. */
  ask(message: ToTarget & { type: 'count' }): Promise<CountReply>;
  /** The target's resident memory (BFF target only). */
  memory(): Promise<MemoryReply>;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 30_000;

function nextMessage<T extends FromTarget>(child: ChildProcess, type: T['type']): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${type}" from the target`)), START_TIMEOUT_MS);
    const onMessage = (message: FromTarget) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message as T);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`target exited with code ${String(code)}`));
    });
  });
}

/**
 * Forks `script` (a .ts file run by Node's type stripping) with Node flags `execArgv`, optionally sends
 * `first`, waits for ready.
 */
export async function startTarget(script: URL, first?: ToTarget, execArgv: string[] = []): Promise<Target> {
  const child = fork(script, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv });
  const ready = nextMessage<Extract<FromTarget, { type: 'ready' }>>(child, 'ready');
  if (first) child.send(first);
  const { url } = await ready;
  return {
    url,
    child,
    ask(message) {
      const answer = nextMessage<CountReply>(child, 'count');
      child.send(message);
      return answer;
    },
    memory() {
      const answer = nextMessage<MemoryReply>(child, 'memory');
      child.send({ type: 'memory' });
      return answer;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.disconnect();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
