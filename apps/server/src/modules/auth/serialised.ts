const chains = new Map<string, Promise<unknown>>();

/**
 * Runs `task` after every earlier task of the same key in this process has finished. Sign-in uses it
 * per name and client, so parallel attempts are judged one by one against the counts the earlier ones
 * left, without holding a database connection while they wait.
 */
export function serialised<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = chains.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  chains.set(key, tail);
  void tail.then(() => {
    if (chains.get(key) === tail) chains.delete(key);
  });
  return run;
}
