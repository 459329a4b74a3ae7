/**
 * The suite runs on `E2E_STACKS` workers (default 1), each against a stack of its own (database,
 * servers, Alipay stand-in), so no test sees another worker's changes. globalSetup publishes each
 * stack's addresses as `E2E_<NAME>__S<n>`; a worker takes its own under the plain names the helpers read.
 *
 * One, because the suite is bound by the CPU: on two cores two workers took 19.1 minutes against one
 * worker's 18.4 (each test 1.67× slower). A machine with four or more cores gains from `E2E_STACKS=2`.
 */
export const stackCount = () => Math.max(1, Number(process.env.E2E_STACKS ?? 1));

export const stackKey = (name: string, stack: number) => `${name}__S${stack}`;

/** Points the plain `E2E_*` names at this worker's stack (Playwright numbers workers 0…workers−1). */
export function useWorkerStack() {
  const index = process.env.TEST_PARALLEL_INDEX;
  if (index === undefined) return;
  const suffix = `__S${index}`;
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('E2E_') && key.endsWith(suffix)) process.env[key.slice(0, -suffix.length)] = value;
  }
}
