import type { TestApp, Session } from '../support/testApp.ts';

/** Waits until a job of the list module leaves queued/running (the test app runs jobs in-process). */
export async function settledJob(t: TestApp, who: Session, path: string) {
  for (let i = 0; i < 400; i++) {
    const res = await t.app.inject({ method: 'GET', url: path, headers: who.headers });
    const body = res.json();
    if (body.errorCode !== 0) throw new Error(`${path}: ${body.errorMsg}`);
    const state = Array.isArray(body.data) ? body.data[0]?.state : body.data.state;
    if (state !== 'queued' && state !== 'running') return body.data;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${path} did not finish`);
}
