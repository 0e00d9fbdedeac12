/**
 * Where Lighthouse's total blocking time came from (issue 16). Lighthouse does not time the page's tasks as they ran:
 * it replays the load in its simulation (Lantern: slow 4G, each main-thread task's wall time × 4, × 2 for a task that
 * lays out) and sums, over the tasks between the simulated first contentful paint and time to interactive, what each
 * one lasts beyond 50 ms; the figure is the mean of an optimistic and a pessimistic window. This recomputes that sum
 * from the run's own artifacts and splits it by the kind of task, so a bench line says how much of the figure was the
 * app's scripts and how much the browser's own work before any of them (committing the page, parsing the HTML).
 */

/** The kinds of main-thread task the bench reports, in its order. */
export const taskKinds = ['navigation', 'parse', 'script', 'rendering', 'other'] as const;
export type TaskKind = (typeof taskKinds)[number];

const kindLabels: Record<TaskKind, string> = {
  navigation: "browser's page commit",
  parse: 'HTML parse',
  script: 'scripts',
  rendering: 'style, layout, paint',
  other: 'other',
};

/** One trace event inside a task, as the simulation keeps it (`ts` and `dur` in µs, as in the trace). */
export type TaskEvent = { name: string; url?: string; ts?: number; dur?: number };

/** A main-thread task as the simulation placed it (ms from the navigation's start), with its events. */
export type SimulatedTask = { start: number; end: number; events: readonly TaskEvent[] };

const scriptEvents = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.callFunction',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
]);
const renderingEvents = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit']);

/** The script kind's share of the page's own inline scripts (their events carry the page's address). */
export const inlineFile = 'inline scripts';

/**
 * The script file a task ran (its first event with an address: `index-D5Gq.js` → `index.js`; the page's address for
 * its inline scripts), if any.
 */
function scriptFileOf(events: readonly TaskEvent[]): string | undefined {
  const url = events.find((event) => scriptEvents.has(event.name) && event.url)?.url;
  if (!url) return undefined;
  const file = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  if (!/\.m?js$/.test(file)) return inlineFile;
  // built files carry a content hash: `name-HASH.js`
  return file.replace(/-[\w-]{8}(\.m?js)$/, '$1');
}

/**
 * The time of a task's script events and of its rendering events outside them (a layout a script forces is the
 * script's), each counted once where events nest. Events without timing count 1 each.
 */
function timeBySide(events: readonly TaskEvent[]): { script: number; rendering: number } {
  // by start, an enclosing event before the events it holds
  const sorted = [...events].sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0) || (b.dur ?? 0) - (a.dur ?? 0));
  let scriptEnd = -Infinity;
  let renderingEnd = -Infinity;
  let script = 0;
  let rendering = 0;
  for (const event of sorted) {
    const start = event.ts ?? 0;
    const length = event.dur ?? 1;
    const inScript = event.ts !== undefined && start < scriptEnd;
    if (scriptEvents.has(event.name) && !inScript) {
      script += length;
      scriptEnd = start + length;
    } else if (renderingEvents.has(event.name) && !inScript) {
      if (event.ts !== undefined && start < renderingEnd) continue;
      rendering += length;
      renderingEnd = start + length;
    }
  }
  return { script, rendering };
}

/**
 * A task's kind: the browser's commit of the page (its window and script context, before any of the page's code),
 * the HTML parse (with the page's inline scripts), a script task, a rendering task (style, layout, paint) or other.
 * A task with both scripts and rendering is the kind that took longer in it.
 */
export function taskKind(events: readonly TaskEvent[]): { kind: TaskKind; file?: string } {
  const names = new Set(events.map((event) => event.name));
  if (names.has('DocumentLoader::CommitNavigation')) return { kind: 'navigation' };
  if (names.has('ParseHTML')) return { kind: 'parse' };
  const { script, rendering } = timeBySide(events);
  if (script === 0 && rendering === 0) return { kind: 'other' };
  if (rendering > script) return { kind: 'rendering' };
  const file = scriptFileOf(events);
  return file === undefined ? { kind: 'script' } : { kind: 'script', file };
}

const threshold = 50;

/** The script kind's share whose task names no file. */
export const unnamedFile = 'no file named';

/** What one task adds to the sum inside [from, to]: Lighthouse's `calculateTbtImpactForEvent` for a top-level task. */
export function blockingTime(task: { start: number; end: number }, from: number, to: number): number {
  if (task.end - task.start < threshold || task.end < from || task.start > to) return 0;
  const clipped = Math.min(task.end, to) - Math.max(task.start, from);
  return clipped < threshold ? 0 : clipped - threshold;
}

export type Attribution = {
  /** the recomputed total (ms): Lighthouse's figure, to rounding */
  total: number;
  byKind: Record<TaskKind, number>;
  /** the script kind's share by file */
  byFile: Map<string, number>;
};

/**
 * The blocking time of the tasks, as the mean over the windows (Lighthouse's two: optimistic, pessimistic), each
 * window with its own simulated placement of the tasks.
 */
export function attributeBlockingTime(
  estimates: readonly { tasks: readonly SimulatedTask[]; from: number; to: number }[],
): Attribution {
  const byKind = Object.fromEntries(taskKinds.map((kind) => [kind, 0])) as Record<TaskKind, number>;
  const byFile = new Map<string, number>();
  let total = 0;
  for (const { tasks, from, to } of estimates) {
    for (const task of tasks) {
      const share = blockingTime(task, from, to) / estimates.length;
      if (share === 0) continue;
      const { kind, file } = taskKind(task.events);
      total += share;
      byKind[kind] += share;
      if (kind !== 'script') continue;
      // a task of promise callbacks only (RunMicrotasks) names no file
      const name = file ?? unnamedFile;
      byFile.set(name, (byFile.get(name) ?? 0) + share);
    }
  }
  return { total, byKind, byFile };
}

/** One line: `browser's page commit 88, HTML parse 54, scripts 37 (index.js 30, …), …` (kinds with 0 ms left out). */
export function formatAttribution({ byKind, byFile }: Attribution): string {
  const parts: string[] = [];
  for (const kind of taskKinds) {
    const ms = Math.round(byKind[kind]);
    if (ms === 0) continue;
    let part = `${kindLabels[kind]} ${ms}`;
    if (kind === 'script' && byFile.size > 0) {
      const files = [...byFile]
        .sort((a, b) => b[1] - a[1])
        .filter(([, share]) => Math.round(share) > 0)
        .map(([file, share]) => `${file} ${Math.round(share)}`);
      if (files.length > 0) part += ` (${files.join(', ')})`;
    }
    parts.push(part);
  }
  return parts.length > 0 ? parts.join(', ') : 'nothing counted';
}

/** What the attribution reads of a Lighthouse run (the `artifacts` of its result, and its settings). */
export type LighthouseRunData = {
  artifacts: {
    Trace: unknown;
    DevtoolsLog: unknown;
    URL: unknown;
    GatherContext: unknown;
  };
  settings: unknown;
};

type LanternEstimate = {
  timeInMs: number;
  nodeTimings: Map<
    {
      type: string;
      childEvents: readonly { name: string; ts: number; dur?: number; args?: { data?: { url?: unknown } } }[];
    },
    { startTime: number; endTime: number }
  >;
};
type LanternResult = {
  timing: number;
  optimisticEstimate: LanternEstimate;
  pessimisticEstimate: LanternEstimate;
};
type Computed = { request: (data: unknown, context: unknown) => Promise<LanternResult> };

/** Lighthouse's simulated first paint, interactive time and blocking time (its computed artifacts). */
export type LanternMetrics = { fcp: Computed; tti: Computed; tbt: Computed };

/** Lighthouse's computed artifacts for the three, from their module paths (12's and 13's); null where they are not. */
async function lighthouseMetrics(): Promise<LanternMetrics | null> {
  const metrics = 'lighthouse/core/computed/metrics';
  const load = async (name: string, exported: string) =>
    ((await import(`${metrics}/${name}.js`)) as Record<string, Computed | undefined>)[exported];
  const [fcp, tti, tbt] = await Promise.all([
    load('lantern-first-contentful-paint', 'LanternFirstContentfulPaint'),
    load('lantern-interactive', 'LanternInteractive'),
    load('lantern-total-blocking-time', 'LanternTotalBlockingTime'),
  ]);
  return fcp && tti && tbt ? { fcp, tti, tbt } : null;
}

/** The tasks of one simulation, as `attributeBlockingTime` reads them. */
function simulatedTasks(estimate: LanternEstimate): SimulatedTask[] {
  const tasks: SimulatedTask[] = [];
  for (const [node, timing] of estimate.nodeTimings) {
    if (node.type !== 'cpu') continue;
    tasks.push({
      start: timing.startTime,
      end: timing.endTime,
      events: node.childEvents.map((event) => {
        const url = event.args?.data?.url;
        const timed = { name: event.name, ts: event.ts, dur: event.dur ?? 0 };
        return typeof url === 'string' && url !== '' ? { ...timed, url } : timed;
      }),
    });
  }
  return tasks;
}

/** What Lighthouse's computed metrics read of a run: its artifacts and settings, no source maps, a new simulator. */
function lanternData({ artifacts, settings }: LighthouseRunData) {
  return {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    URL: artifacts.URL,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    SourceMaps: [],
  };
}

/**
 * Lighthouse's simulated TBT of a run, recomputed with its own computed artifacts (the module paths of Lighthouse 12
 * and 13, or `metrics` given) and attributed; null when they cannot be loaded or disagree with the run's figure
 * (another Lighthouse version).
 */
export async function lighthouseBlockingTime(
  run: LighthouseRunData,
  reported: number,
  metrics?: LanternMetrics,
): Promise<Attribution | null> {
  try {
    const computed = metrics ?? (await lighthouseMetrics());
    if (!computed) return null;
    const data = lanternData(run);
    const context = { computedCache: new Map() };
    const [fcp, tti, tbt] = await Promise.all([
      computed.fcp.request(data, context),
      computed.tti.request(data, context),
      computed.tbt.request(data, context),
    ]);
    // as Lantern's TotalBlockingTime: each estimate uses the other one's first paint and its own interactive time
    const attribution = attributeBlockingTime([
      {
        tasks: simulatedTasks(tbt.optimisticEstimate),
        from: fcp.pessimisticEstimate.timeInMs,
        to: tti.optimisticEstimate.timeInMs,
      },
      {
        tasks: simulatedTasks(tbt.pessimisticEstimate),
        from: fcp.optimisticEstimate.timeInMs,
        to: tti.pessimisticEstimate.timeInMs,
      },
    ]);
    return Math.abs(attribution.total - reported) <= 1 ? attribution : null;
  } catch {
    return null;
  }
}

/** Lantern's class for a main-thread task: its `duration` (µs) is what the simulation multiplies. */
export type LanternCpuNode = { prototype: object };

/** Lantern's task class, where Lighthouse exports it (`lighthouse/core/lib/lantern`); null where it is not. */
async function lanternCpuNode(): Promise<LanternCpuNode | null> {
  try {
    const lantern = (await import('lighthouse/core/lib/lantern/lantern.js')) as {
      Graph?: { CPUNode?: LanternCpuNode };
    };
    return lantern.Graph?.CPUNode ?? null;
  } catch {
    return null;
  }
}

/**
 * Runs `compute` with every Lantern task as long as its CPU time (the trace's `tdur`, the time the thread ran) where
 * that is shorter than its wall time (`dur`), then puts Lantern back as it was; `shortened` counts the tasks read so.
 */
export async function withTasksAtCpuTime<T>(
  cpuNode: LanternCpuNode,
  compute: () => Promise<T>,
): Promise<{ value: T; shortened: number }> {
  const wall = Object.getOwnPropertyDescriptor(cpuNode.prototype, 'duration');
  if (!wall?.get) throw new Error("Lantern's task has no duration to read");
  let shortened = 0;
  Object.defineProperty(cpuNode.prototype, 'duration', {
    configurable: true,
    get(this: { event?: { tdur?: unknown } }): unknown {
      const length: unknown = wall.get?.call(this);
      const cpu = this.event?.tdur;
      if (typeof length !== 'number' || typeof cpu !== 'number' || cpu >= length) return length;
      shortened++;
      return cpu;
    },
  });
  try {
    return { value: await compute(), shortened };
  } finally {
    Object.defineProperty(cpuNode.prototype, 'duration', wall);
  }
}

/**
 * The run's TBT as Lighthouse simulates it, with each main-thread task at its CPU time instead of its wall time: the
 * blocking that the page's own work makes at four times its length, with the waits inside a task left out (another
 * process's turn on the machine's cores, a synchronous call to the browser). On this 2-core machine, shared with the
 * browser's other processes, the platform and Lighthouse itself, a task's wall time is often two to four times its
 * CPU time, and Lighthouse multiplies the wall time. A figure beside Lighthouse's, never in its place; null when the
 * simulation cannot be recomputed here or the trace has no CPU times.
 */
export async function cpuTimeBlockingTime(
  run: LighthouseRunData,
  metrics?: LanternMetrics,
  cpuNode?: LanternCpuNode,
): Promise<number | null> {
  try {
    const computed = metrics ?? (await lighthouseMetrics());
    const node = cpuNode ?? (await lanternCpuNode());
    if (!computed || !node) return null;
    const data = lanternData(run);
    // a cache of its own: nothing computed at wall time is reused
    const { value, shortened } = await withTasksAtCpuTime(node, () =>
      computed.tbt.request(data, { computedCache: new Map() }),
    );
    return shortened > 0 ? value.timing : null;
  } catch {
    return null;
  }
}
