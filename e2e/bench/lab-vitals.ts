// Lab Core Web Vitals as the web-vitals library and Lighthouse define them, measured inside the
// page (PerformanceObserver, buffered) and finished in Node: LCP, CLS, FCP in the page; TTI and
// TBT from the page's long tasks and resource timing once it has gone quiet.

/** What the init script keeps on `window.__labVitals`. */
export interface PageVitals {
  fcp?: number;
  lcp?: { time: number; element: string; url: string; size: number };
  cls: number;
  /** The layout shifts of the worst session window, largest first, for diagnosis. */
  clsSources: { value: number; time: number; nodes: string[] }[];
  longTasks: { start: number; end: number }[];
  /** Long animation frames (over 50 ms) with the scripts that ran in them: what the long tasks were. */
  frames: LongFrame[];
  /** The longest event duration of each interaction (Event Timing), by interaction id. */
  interactions: Record<number, number>;
  supported: string[];
}

export interface LongFrame {
  start: number;
  duration: number;
  blocking: number;
  scripts: { url: string; fn: string; invoker: string; duration: number }[];
}

/**
 * Runs in the page before any of its scripts (Playwright's addInitScript serialises it, so it
 * uses nothing from outside). LCP stops at the first input, as web-vitals stops it; CLS is the
 * worst session window (shifts without recent input, at most 1 s apart and 5 s long).
 */
export function observeVitals() {
  interface LayoutShift extends PerformanceEntry {
    value: number;
    hadRecentInput: boolean;
    sources?: { node?: Node | null }[];
  }
  const describe = (node: Node | null | undefined): string => {
    if (!(node instanceof Element)) return node ? node.nodeName : '(removed)';
    const id = node.id ? `#${node.id}` : '';
    const classes = [...node.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('');
    const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40) ?? '';
    return `${node.tagName.toLowerCase()}${id}${classes}${label ? ` "${label}"` : ''}`;
  };
  const vitals: PageVitals = {
    cls: 0,
    clsSources: [],
    longTasks: [],
    frames: [],
    interactions: {},
    supported: [...PerformanceObserver.supportedEntryTypes],
  };
  (window as unknown as { __labVitals: PageVitals }).__labVitals = vitals;
  // The default buffer of 250 entries could drop late requests from the network-quiet check.
  performance.setResourceTimingBufferSize(2000);

  let inputSeen = false;
  for (const type of ['keydown', 'pointerdown', 'click'])
    addEventListener(type, () => (inputSeen = true), { capture: true, once: true });

  const observe = (
    type: string,
    onEntry: (entry: PerformanceEntry) => void,
    options: { durationThreshold?: number } = {},
  ) => {
    if (!PerformanceObserver.supportedEntryTypes.includes(type)) return;
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({
      type,
      buffered: true,
      ...options,
    });
  };

  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    if (inputSeen) return;
    const lcp = entry as LargestContentfulPaint;
    vitals.lcp = {
      time: lcp.startTime,
      element: describe(lcp.element),
      url: lcp.url,
      size: lcp.size,
    };
  });

  let session: LayoutShift[] = [];
  let sessionValue = 0;
  observe('layout-shift', (entry) => {
    const shift = entry as LayoutShift;
    if (shift.hadRecentInput) return;
    const first = session[0];
    const last = session.at(-1);
    if (
      first &&
      last &&
      shift.startTime - last.startTime < 1000 &&
      shift.startTime - first.startTime < 5000
    ) {
      session.push(shift);
      sessionValue += shift.value;
    } else {
      session = [shift];
      sessionValue = shift.value;
    }
    if (sessionValue > vitals.cls) {
      vitals.cls = sessionValue;
      vitals.clsSources = [...session]
        .sort((a, b) => b.value - a.value)
        .map((item) => ({
          value: item.value,
          time: item.startTime,
          nodes: (item.sources ?? []).map((source) => describe(source.node)),
        }));
    }
  });
  observe('longtask', (entry) =>
    vitals.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration }),
  );

  interface ScriptTiming {
    sourceURL: string;
    sourceFunctionName: string;
    invoker: string;
    duration: number;
  }
  observe('long-animation-frame', (entry) => {
    const frame = entry as PerformanceEntry & { blockingDuration: number; scripts: ScriptTiming[] };
    vitals.frames.push({
      start: frame.startTime,
      duration: frame.duration,
      blocking: frame.blockingDuration,
      scripts: frame.scripts.map((script) => ({
        url: script.sourceURL,
        fn: script.sourceFunctionName,
        invoker: script.invoker,
        duration: script.duration,
      })),
    });
  });

  // INP as web-vitals takes it: each interaction's longest event; 16 ms is the API's floor.
  observe(
    'event',
    (entry) => {
      const { interactionId } = entry as PerformanceEntry & { interactionId?: number };
      if (!interactionId) return;
      vitals.interactions[interactionId] = Math.max(
        vitals.interactions[interactionId] ?? 0,
        entry.duration,
      );
    },
    { durationThreshold: 16 },
  );
}

/**
 * Interaction to Next Paint of a load with fewer than 50 interactions: its slowest interaction
 * (0 when none lasted the API's 16 ms floor).
 */
export function interactionToNextPaint(interactions: Record<number, number>): number {
  return Math.max(0, ...Object.values(interactions));
}

/** The scripts that ran longest across long frames, summed by script URL and function. */
export function heaviestScripts(frames: LongFrame[], count: number) {
  const totals = new Map<string, number>();
  for (const script of frames.flatMap((frame) => frame.scripts)) {
    const name = `${script.url.replace(/^https?:\/\/[^/]+/, '') || script.invoker} ${script.fn || '(anonymous)'}`;
    totals.set(name, (totals.get(name) ?? 0) + script.duration);
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([script, duration]) => ({ script, duration }));
}

interface Span {
  start: number;
  end: number;
}

/** Gaps of at least `minimum` ms after `from` in which fewer than `allowed` spans overlap. */
function quietPeriods(spans: Span[], allowed: number, from: number, until: number): Span[] {
  const edges = spans
    .flatMap((span) => [
      { at: span.start, step: 1 },
      { at: span.end, step: -1 },
    ])
    .sort((a, b) => a.at - b.at || a.step - b.step);
  const periods: Span[] = [];
  let busy = 0;
  let quietSince = 0;
  for (const edge of edges) {
    const wasQuiet = busy < allowed;
    busy += edge.step;
    if (wasQuiet && busy >= allowed) periods.push({ start: quietSince, end: edge.at });
    if (!wasQuiet && busy < allowed) quietSince = edge.at;
  }
  if (busy < allowed) periods.push({ start: quietSince, end: until });
  return periods
    .map((period) => ({ start: Math.max(period.start, from), end: period.end }))
    .filter((period) => period.end > period.start);
}

const QUIET_WINDOW_MS = 5000;

/**
 * Time to Interactive as Lighthouse finds it: the start of the first CPU-quiet period (no long
 * task) after FCP that overlaps a network-quiet period (at most 2 requests in flight) for 5 s;
 * undefined while no such window has been observed up to `now`.
 */
export function timeToInteractive(
  fcp: number,
  longTasks: Span[],
  requests: Span[],
  now: number,
): number | undefined {
  const cpu = quietPeriods(longTasks, 1, fcp, now);
  const network = quietPeriods(requests, 3, 0, now);
  for (const quiet of cpu) {
    if (quiet.end - quiet.start < QUIET_WINDOW_MS) continue;
    const overlaps = network.some(
      (net) => Math.min(quiet.end, net.end) - Math.max(quiet.start, net.start) >= QUIET_WINDOW_MS,
    );
    if (overlaps) return quiet.start;
  }
  return undefined;
}

/**
 * Total Blocking Time: each long task clipped to [FCP, TTI] first, then its part beyond 50 ms
 * (Lighthouse's calculateSumOfBlockingTime).
 */
export function totalBlockingTime(fcp: number, tti: number, longTasks: Span[]): number {
  return longTasks.reduce((sum, task) => {
    const clipped = Math.min(task.end, tti) - Math.max(task.start, fcp);
    return clipped > 50 ? sum + clipped - 50 : sum;
  }, 0);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
