// happy-dom's IntersectionObserver never reports. This stand-in reports each element as soon as it
// is observed, and again whenever a test changes what is in view (`setInView`): by default all of
// it, as in a window tall enough for the whole screen.

type InView = (element: Element) => boolean;

const allInView: InView = () => true;
let inView = allInView;
const observers = new Set<TestIntersectionObserver>();

class TestIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  readonly targets = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.rootMargin = options?.rootMargin ?? '0px';
  }

  observe(target: Element) {
    this.targets.add(target);
    observers.add(this);
    this.report([target]);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  report(targets: Element[]) {
    const entries = targets.map((target) => {
      const visible = inView(target);
      const box = target.getBoundingClientRect();
      return {
        target,
        isIntersecting: visible,
        intersectionRatio: visible ? 1 : 0,
        boundingClientRect: box,
        intersectionRect: box,
        rootBounds: null,
        time: performance.now(),
      } satisfies IntersectionObserverEntry;
    });
    if (entries.length > 0) this.callback(entries, this);
  }
}

/** Says which elements are in view from now on and reports them to every observer (wrap in act). */
export function setInView(next: InView) {
  inView = next;
  for (const observer of observers) observer.report([...observer.targets]);
}

/** Puts the stand-in in place of happy-dom's; every element in view again (after each test). */
export function installIntersectionObserver() {
  inView = allInView;
  observers.clear();
  globalThis.IntersectionObserver = TestIntersectionObserver;
}
