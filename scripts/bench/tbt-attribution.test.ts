import { describe, expect, it } from 'vitest';
import {
  attributeBlockingTime,
  blockingTime,
  cpuTimeBlockingTime,
  formatAttribution,
  inlineFile,
  lighthouseBlockingTime,
  taskKind,
  unnamedFile,
  withTasksAtCpuTime,
  type LanternCpuNode,
  type LanternMetrics,
  type SimulatedTask,
} from './tbt-attribution.ts';

describe('blockingTime (Lighthouse: a top-level task beyond 50 ms, clipped to the window)', () => {
  it('counts what a task lasts beyond 50 ms inside the window', () => {
    expect(blockingTime({ start: 1000, end: 1120 }, 600, 3000)).toBe(70);
  });

  it('clips a task that starts before the first paint', () => {
    // 630–776 against a first paint at 638: 138 ms inside, 88 beyond 50
    expect(blockingTime({ start: 630, end: 776 }, 638, 3000)).toBe(88);
  });

  it('leaves out short tasks, tasks outside the window and tasks clipped under 50 ms', () => {
    expect(blockingTime({ start: 1000, end: 1049 }, 600, 3000)).toBe(0);
    expect(blockingTime({ start: 100, end: 500 }, 600, 3000)).toBe(0);
    expect(blockingTime({ start: 3100, end: 3300 }, 600, 3000)).toBe(0);
    expect(blockingTime({ start: 560, end: 640 }, 600, 3000)).toBe(0);
  });
});

describe('taskKind', () => {
  it("names the browser's commit of the page and the HTML parse before any script", () => {
    expect(taskKind([{ name: 'DocumentLoader::CommitNavigation' }, { name: 'v8.run' }]).kind).toBe(
      'navigation',
    );
    expect(taskKind([{ name: 'ParseHTML' }, { name: 'EvaluateScript' }]).kind).toBe('parse');
  });

  it('names a script task by its file, without the content hash', () => {
    expect(
      taskKind([
        { name: 'v8.callFunction', ts: 0, dur: 9000 },
        { name: 'FunctionCall', url: 'http://127.0.0.1:4000/assets/index-D5Gqf3uf.js', ts: 10, dur: 8900 },
      ]),
    ).toEqual({ kind: 'script', file: 'index.js' });
    expect(taskKind([{ name: 'RunMicrotasks', ts: 0, dur: 15_000 }])).toEqual({ kind: 'script' });
    // the entry's boot script in index.html, run by its timer: its events carry the page's address
    for (const page of ['http://127.0.0.1:4000/rng', 'http://127.0.0.1:4000/', 'http://127.0.0.1:4000/?a=b'])
      expect(
        taskKind([
          { name: 'TimerFire', ts: 0, dur: 9000 },
          { name: 'FunctionCall', url: page, ts: 10, dur: 8900 },
        ]),
      ).toEqual({ kind: 'script', file: inlineFile });
  });

  it('makes a task with scripts and rendering the kind that took longer, a forced layout being the script’s', () => {
    const frame = [
      { name: 'FireAnimationFrame', url: 'http://x/assets/modal-dialog-DEJZR3Zx.js', ts: 0, dur: 2000 },
      { name: 'UpdateLayoutTree', ts: 2100, dur: 4000 },
      { name: 'Layout', ts: 6200, dur: 9000 },
    ];
    expect(taskKind(frame).kind).toBe('rendering');
    const forced = [
      { name: 'FunctionCall', url: 'http://x/assets/index-D5Gqf3uf.js', ts: 0, dur: 12_000 },
      { name: 'Layout', ts: 1000, dur: 10_000 },
      { name: 'Paint', ts: 12_100, dur: 3000 },
    ];
    expect(taskKind(forced)).toEqual({ kind: 'script', file: 'index.js' });
    // a call and the function it runs start together: the call, which holds it, is the script's time
    const together = [
      { name: 'FunctionCall', url: 'http://x/assets/index-D5Gqf3uf.js', ts: 0, dur: 5000 },
      { name: 'v8.callFunction', ts: 0, dur: 20_000 },
      { name: 'Layout', ts: 21_000, dur: 15_000 },
    ];
    expect(taskKind(together)).toEqual({ kind: 'script', file: 'index.js' });
  });

  it('calls anything else other', () => {
    expect(taskKind([{ name: 'Decode Image' }]).kind).toBe('other');
    expect(taskKind([]).kind).toBe('other');
  });
});

describe('attributeBlockingTime', () => {
  const commit: SimulatedTask = {
    start: 630,
    end: 776,
    events: [{ name: 'DocumentLoader::CommitNavigation' }],
  };
  const script = (start: number, end: number, url?: string): SimulatedTask => ({
    start,
    end,
    events: [url ? { name: 'FunctionCall', url, ts: 0, dur: 1 } : { name: 'RunMicrotasks', ts: 0, dur: 1 }],
  });

  it('is the mean of the windows, split by kind and, for scripts, by file', () => {
    const tasks = [commit, script(2500, 2600, 'http://x/assets/index-D5Gqf3uf.js'), script(2700, 2760)];
    // window 1 (first paint 638, interactive 2550): commit 88, index.js 0 (clipped to 50 ms), the last one after it
    // window 2 (first paint 800, interactive 3000): commit 0, index.js 50, no file 10
    const attribution = attributeBlockingTime([
      { tasks, from: 638, to: 2550 },
      { tasks, from: 800, to: 3000 },
    ]);
    expect(attribution.total).toBe(74);
    expect(attribution.byKind).toEqual({ navigation: 44, parse: 0, script: 30, rendering: 0, other: 0 });
    expect([...attribution.byFile]).toEqual([
      ['index.js', 25],
      [unnamedFile, 5],
    ]);
    expect(formatAttribution(attribution)).toBe(
      `browser's page commit 44, scripts 30 (index.js 25, ${unnamedFile} 5)`,
    );
  });

  it('says so when nothing was counted', () => {
    expect(formatAttribution(attributeBlockingTime([{ tasks: [commit], from: 900, to: 3000 }]))).toBe(
      'nothing counted',
    );
  });
});

describe('lighthouseBlockingTime', () => {
  const run = {
    artifacts: { Trace: { traceEvents: [] }, DevtoolsLog: [], URL: {}, GatherContext: {} },
    settings: {},
  };
  const node = (name: string, url?: string) => ({
    type: 'cpu',
    childEvents: [{ name, ts: 0, dur: 1000, args: { data: url ? { url } : {} } }],
  });
  type Placements = [ReturnType<typeof node>, number, number][];
  const timings = (placements: Placements = []) =>
    new Map(placements.map(([task, startTime, endTime]) => [task, { startTime, endTime }]));
  // a computed metric: its two estimates' times and, for TBT, where each simulation placed the tasks
  const metric = (optimistic: number, pessimistic: number, placed: [Placements?, Placements?] = []) => ({
    request: () =>
      Promise.resolve({
        timing: 0,
        optimisticEstimate: { timeInMs: optimistic, nodeTimings: timings(placed[0]) },
        pessimisticEstimate: { timeInMs: pessimistic, nodeTimings: timings(placed[1]) },
      }),
  });
  const commit = node('DocumentLoader::CommitNavigation');
  const entry = node('FunctionCall', 'http://x/assets/index-D5Gqf3uf.js');
  // each simulation places the tasks differently; first paint 600 / 900 ms, interactive 2000 / 3000 ms
  const metrics = {
    fcp: metric(600, 900),
    tti: metric(2000, 3000),
    tbt: metric(0, 0, [
      [
        [commit, 700, 860],
        [entry, 2500, 2600],
      ],
      [
        [commit, 650, 800],
        [entry, 1500, 1700],
      ],
    ]),
  };

  it("reads each simulation in Lantern's window: the other one's first paint, its own interactive time", async () => {
    // optimistic [900, 2000]: nothing; pessimistic [600, 3000]: commit 100, entry 150 → means 50 and 75
    const attribution = await lighthouseBlockingTime(run, 125, metrics);
    expect(attribution?.total).toBe(125);
    expect(attribution?.byKind.navigation).toBe(50);
    expect([...(attribution?.byFile ?? [])]).toEqual([['index.js', 75]]);
  });

  it("gives no figure when the recomputed sum is not Lighthouse's (another way of counting)", async () => {
    // the windows the other way round would give 130
    expect(await lighthouseBlockingTime(run, 130, metrics)).toBeNull();
    expect(await lighthouseBlockingTime(run, 126, metrics)).not.toBeNull();
  });

  it("gives no figure from artifacts Lighthouse's simulation cannot read, instead of failing the bench", async () => {
    expect(await lighthouseBlockingTime(run, 0)).toBeNull();
  });

  it("finds Lighthouse's simulated metrics where it reads them", async () => {
    const metrics = 'lighthouse/core/computed/metrics';
    const fcp = (await import(`${metrics}/lantern-first-contentful-paint.js`)) as Record<string, unknown>;
    const tti = (await import(`${metrics}/lantern-interactive.js`)) as Record<string, unknown>;
    const tbt = (await import(`${metrics}/lantern-total-blocking-time.js`)) as Record<string, unknown>;
    for (const [module, name] of [
      [fcp, 'LanternFirstContentfulPaint'],
      [tti, 'LanternInteractive'],
      [tbt, 'LanternTotalBlockingTime'],
    ] as const)
      expect(typeof (module[name] as { request?: unknown } | undefined)?.request).toBe('function');
  });
});

describe("the tasks at their CPU time (Lantern's simulation with each task's tdur)", () => {
  type TaskNode = { duration: number; event: { tdur?: number } };
  type TaskNodeClass = LanternCpuNode & (new (event: object, children: object[]) => TaskNode);
  const lanternTask = async (): Promise<TaskNodeClass> => {
    const lantern = (await import('lighthouse/core/lib/lantern/lantern.js')) as {
      Graph: { CPUNode: TaskNodeClass };
    };
    return lantern.Graph.CPUNode;
  };
  // a task of 24 ms of wall time in which the thread ran 8 ms
  const event = (tdur?: number) => ({
    name: 'RunTask',
    ph: 'X',
    pid: 1,
    tid: 1,
    ts: 1_000,
    dur: 24_000,
    tdur,
  });

  it("reads Lantern's own task class: a task lasts its CPU time inside, its wall time again after", async () => {
    const CPUNode = await lanternTask();
    const waited = new CPUNode(event(8_000), []);
    const untimed = new CPUNode(event(), []);
    const overRun = new CPUNode(event(24_300), []);
    expect(waited.duration).toBe(24_000);
    const { value, shortened } = await withTasksAtCpuTime(CPUNode, () =>
      Promise.resolve([waited.duration, untimed.duration, overRun.duration]),
    );
    // no CPU time, or one not shorter than the wall time (clock rounding): the wall time as before
    expect(value).toEqual([8_000, 24_000, 24_000]);
    expect(shortened).toBe(1);
    expect(waited.duration).toBe(24_000);
  });

  it('puts the wall time back when the computation fails', async () => {
    const CPUNode = await lanternTask();
    const waited = new CPUNode(event(8_000), []);
    await expect(
      withTasksAtCpuTime(CPUNode, () => Promise.reject(new Error('simulation failed'))),
    ).rejects.toThrow('simulation failed');
    expect(waited.duration).toBe(24_000);
  });

  // a TBT "simulation" of the one task at 4×: what it lasts beyond 50 ms
  const run = {
    artifacts: { Trace: { traceEvents: [] }, DevtoolsLog: [], URL: {}, GatherContext: {} },
    settings: {},
  };
  const metricsOf = (task: TaskNode): LanternMetrics => {
    const unused = { request: () => Promise.reject(new Error('not read')) };
    return {
      fcp: unused,
      tti: unused,
      tbt: {
        request: () =>
          Promise.resolve({
            timing: Math.max(0, (task.duration / 1000) * 4 - 50),
            optimisticEstimate: { timeInMs: 0, nodeTimings: new Map() },
            pessimisticEstimate: { timeInMs: 0, nodeTimings: new Map() },
          }),
      },
    };
  };

  it("gives the simulation's TBT with the task at its CPU time: 8 ms × 4 blocks nothing, 24 ms × 4 blocked 46", async () => {
    const CPUNode = await lanternTask();
    const task = new CPUNode(event(8_000), []);
    expect((await metricsOf(task).tbt.request(run, {})).timing).toBe(46);
    expect(await cpuTimeBlockingTime(run, metricsOf(task), CPUNode)).toBe(0);
  });

  it('gives no figure from a trace without CPU times, or one the simulation cannot read', async () => {
    const CPUNode = await lanternTask();
    expect(await cpuTimeBlockingTime(run, metricsOf(new CPUNode(event(), [])), CPUNode)).toBeNull();
    expect(await cpuTimeBlockingTime(run)).toBeNull();
  });
});
