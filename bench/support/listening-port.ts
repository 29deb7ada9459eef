// The port a forked bench server reports once it listens (its 'ready' message), or its exit code
// if it dies first; on failure the caller's clean-up runs after the child is gone.
import type { ChildProcess } from 'node:child_process';

type ReadyMessage = { type: 'ready'; port: number } | { type: string };

export async function listeningPort(
  child: ChildProcess,
  exited: Promise<number | null>,
  label: string,
  cleanUp: () => Promise<void>,
): Promise<number> {
  try {
    return await Promise.race([
      new Promise<number>((resolve) =>
        child.on('message', (message: ReadyMessage) => {
          if (message.type === 'ready' && 'port' in message) resolve(message.port);
        }),
      ),
      exited.then((code): never => {
        throw new Error(`${label} exited with code ${code} before listening`);
      }),
    ]);
  } catch (error) {
    child.kill();
    await exited;
    await cleanUp();
    throw error;
  }
}
