// Runs a served CLodopfuncs.js in Node as a page would, with an XMLHttpRequest that really posts to the
// stand-in: for tests of code that drives C-Lodop (the print bridge) without a browser.
import { runInNewContext } from 'node:vm';

/** Runs the served script as a page would, with an XMLHttpRequest that really posts to the stand-in. */
export function loadClodopScript(script: string) {
  const returns: [string, unknown][] = [];
  const sent: Promise<void>[] = [];
  class XHR {
    method = '';
    url = '';
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(body: string) {
      sent.push(
        fetch(this.url, { method: this.method, body }).then(async (r) => {
          this.responseText = await r.text();
          this.onload?.();
        }),
      );
    }
  }
  const window: Record<string, unknown> = {};
  runInNewContext(script, { window, XMLHttpRequest: XHR, Date });
  const lodop = (window['getCLodop'] as (() => Record<string, (...a: unknown[]) => unknown>) | undefined)?.();
  if (lodop) lodop['On_Return_Remain'] = true as never;
  if (lodop) lodop['On_Return'] = ((id: string, v: unknown) => returns.push([id, v])) as never;
  return { window, lodop, returns, settled: () => Promise.all(sent) };
}
