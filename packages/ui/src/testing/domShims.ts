/**
 * jsdom lacks a few browser APIs that antd touches on every render. Exported as `@oms/ui/testing`
 * so the kit, the stories and the console test against the same fake browser.
 */
/** A matchMedia whose queries answer `matches(query)`; static, as jsdom windows never resize. */
export function fakeMatchMedia(matches: (query: string) => boolean) {
  return (query: string): MediaQueryList =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export function installDomShims(): void {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: fakeMatchMedia(() => false) });
  }

  // jsdom throws "Not implemented" when asked for a pseudo-element's style, which antd does to
  // measure scrollbars; answer with the element's own style instead.
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, _pseudo?: string | null) => computed(element);

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: ResizeObserverStub });
  }

  // antd's scroll-into-view and the Tour call this; jsdom has no layout.
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
}
