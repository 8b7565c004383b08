// `npx tsx scripts/stage-long-tasks.ts TRACE.json...`: what each long task (over 50 ms) on a page's main
// thread was, from a Chromium trace of the bench's stage rows (`BENCH_STAGE_TRACE=folder npm run bench --
// --stage-only` writes one per sample, scripts/lib/stage-pacing.ts). For each task: its length, the
// timeline's events inside it over 4 ms (script, style, layout, paint, garbage collection, GPU waits,
// image decodes) and the functions the sampling profiler saw most, by their own time and with callees.
import { readFileSync } from "node:fs";

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown>; name?: string };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const longTaskUs = 50_000;

/** A frame's name: the function (or "(anonymous)") and where it is, file name only. */
const frameName = (node: ProfileNode) => {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  const file = url ? url.slice(url.lastIndexOf("/") + 1) : "";
  return `${functionName || "(anonymous)"}${file ? ` ${file}:${lineNumber + 1}:${columnNumber + 1}` : ""}`;
};

function summarise(file: string) {
  const { traceEvents } = JSON.parse(readFileSync(file, "utf8")) as { traceEvents: TraceEvent[] };
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const onMain = (event: TraceEvent) => mainThreads.has(`${event.pid}:${event.tid}`);
  // The sampling profiler's nodes and samples, per thread, with each sample's time.
  const nodes = new Map<string, Map<number, ProfileNode>>();
  const samples: { thread: string; ts: number; node: number }[] = [];
  const clocks = new Map<string, number>();
  // The profiler's chunks come from its own thread; the thread it sampled is its "Profile" event's.
  const sampled = new Map<string, string>();
  for (const event of traceEvents) {
    if (event.name === "Profile") {
      const data = event.args?.data as { startTime: number };
      clocks.set(`${event.pid}:${event.id}`, data.startTime);
      sampled.set(`${event.pid}:${event.id}`, `${event.pid}:${event.tid}`);
      continue;
    }
    if (event.name !== "ProfileChunk") continue;
    const thread = sampled.get(`${event.pid}:${event.id}`) ?? `${event.pid}:${event.tid}`;
    const data = event.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    const known = nodes.get(thread) ?? new Map<number, ProfileNode>();
    nodes.set(thread, known);
    for (const node of data.cpuProfile?.nodes ?? []) known.set(node.id, node);
    const key = `${event.pid}:${event.id}`;
    let clock = clocks.get(key) ?? event.ts;
    (data.cpuProfile?.samples ?? []).forEach((node, index) => {
      clock += data.timeDeltas?.[index] ?? 0;
      samples.push({ thread, ts: clock, node });
    });
    clocks.set(key, clock);
  }
  const candidates = traceEvents.filter(
    (event) =>
      onMain(event) &&
      event.ph === "X" &&
      (event.name === "RunTask" || event.name === "ThreadControllerImpl::RunTask") &&
      (event.dur ?? 0) > longTaskUs,
  );
  // A task of the scheduler holds its thread controller's: count each once, the outer one.
  const endOf = (event: TraceEvent) => event.ts + (event.dur ?? 0);
  const tasks = candidates
    .filter(
      (task) =>
        !candidates.some(
          (outer) =>
            outer !== task &&
            outer.tid === task.tid &&
            outer.pid === task.pid &&
            outer.ts <= task.ts &&
            endOf(outer) >= endOf(task) &&
            (outer.ts < task.ts || endOf(outer) > endOf(task) || outer.name === "RunTask"),
        ),
    )
    .sort((a, b) => a.ts - b.ts);
  const first = traceEvents.reduce(
    (least, event) => (event.ts > 0 && onMain(event) ? Math.min(least, event.ts) : least),
    Number.POSITIVE_INFINITY,
  );
  console.log(`\n${file}: ${tasks.length} long tasks`);
  const totals = new Map<string, number>();
  const ownLong: number[] = [];
  for (const task of tasks) {
    const end = endOf(task);
    const thread = `${task.pid}:${task.tid}`;
    const inside = traceEvents.filter(
      (event) =>
        event !== task &&
        `${event.pid}:${event.tid}` === thread &&
        event.ph === "X" &&
        event.ts >= task.ts &&
        event.ts < end,
    );
    // Each kind of work once, by its outermost event of that kind.
    const kinds: [string, (event: TraceEvent) => boolean][] = [
      ["animation frame script", (event) => event.name === "FireAnimationFrame"],
      [
        "other script",
        (event) =>
          ["FunctionCall", "EvaluateScript", "TimerFire", "EventDispatch", "v8.run"].includes(event.name),
      ],
      [
        "GL waits in script",
        (event) => /^GLES2(Implementation)?::/.test(event.name) && event.name !== "GLES2::ReadPixels",
      ],
      ["canvas readback in commit", (event) => event.name === "GLES2::ReadPixels"],
      ["commit", (event) => event.name === "Commit"],
      ["gc", (event) => /^(MinorGC|MajorGC|V8\.GC_[A-Z_]+|BlinkGC\.AtomicPhase)$/.test(event.name)],
      ["style and layout", (event) => ["UpdateLayoutTree", "Layout"].includes(event.name)],
      ["paint", (event) => ["Paint", "PrePaint", "Layerize"].includes(event.name)],
      ["image decode", (event) => /Decode/.test(event.name)],
    ];
    const parts: string[] = [];
    let readbackMs = 0;
    for (const [kind, matches] of kinds) {
      const hits = inside.filter(matches);
      const outer = hits.filter(
        (event) =>
          !hits.some(
            (other) =>
              other !== event &&
              other.ts <= event.ts &&
              endOf(other) >= endOf(event) &&
              other.ts !== event.ts,
          ),
      );
      const ms = outer.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
      if (ms < 1) continue;
      const names =
        kind === "GL waits in script"
          ? ` [${[...new Set(outer.map((event) => event.name.split("::")[1]))].join(", ")}]`
          : "";
      if (kind === "canvas readback in commit") readbackMs = ms;
      parts.push(`${kind} ${ms.toFixed(0)}${names}`);
      totals.set(kind, (totals.get(kind) ?? 0) + ms);
    }
    // The compositor copying the WebGL canvas back (software compositing) waits for the GPU process
    // to finish drawing the frame: the bare page pays it too. What is left is the page's own.
    if ((task.dur ?? 0) / 1000 - readbackMs > longTaskUs / 1000)
      ownLong.push((task.dur ?? 0) / 1000 - readbackMs);
    console.log(
      `  at ${((task.ts - first) / 1000).toFixed(0).padStart(6)} ms: ${((task.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms = ${parts.join(", ")}`,
    );
    const known = nodes.get(thread) ?? new Map();
    const own = new Map<string, number>();
    let count = 0;
    for (const sample of samples) {
      if (sample.thread !== thread || sample.ts < task.ts || sample.ts > end) continue;
      const leaf = known.get(sample.node);
      if (!leaf || /^\((idle|program|root)\)$/.test(leaf.callFrame.functionName)) continue;
      count++;
      // The innermost frame of the page's own code (or of the library it bundles), and the leaf.
      let mine: ProfileNode | undefined = leaf;
      while (mine && !mine.callFrame.url) mine = mine.parent ? known.get(mine.parent) : undefined;
      const name = `${frameName(leaf)}${mine && mine !== leaf ? ` < ${frameName(mine)}` : ""}`;
      own.set(name, (own.get(name) ?? 0) + 1);
    }
    if (count >= 10)
      console.log(
        `      ${count} samples: ${[...own]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([name, hits]) => `${Math.round((hits / count) * 100)}% ${name}`)
          .join(" | ")}`,
      );
  }
  console.log(
    `  long even without the canvas readback: ${ownLong.length}${ownLong.length ? ` (longest ${Math.round(Math.max(...ownLong))} ms)` : ""}`,
  );
  console.log(
    `  all long tasks: ${[...totals].map(([kind, ms]) => `${kind} ${ms.toFixed(0)} ms`).join(", ")}`,
  );
}

for (const file of process.argv.slice(2)) summarise(file);
