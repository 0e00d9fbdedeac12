/**
 * A small autocannon-like load generator on node:http (keep-alive agent, N connections each sending its next
 * request as soon as the previous answer is read): requests per second and latency percentiles. The bench runs the
 * platform and a hello-world Fastify on the same machine with the same client, so their ratio is what the machine's
 * load does not distort.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export type LoadResult = {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  bytes: number;
};

export async function runLoad(options: {
  urls: readonly string[];
  headers: Record<string, string>;
  connections: number;
  durationMs: number;
}): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const once = (url: string) =>
    new Promise<{ ok: boolean; bytes: number }>((resolve, reject) => {
      const req = request(url, { agent, headers: options.headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ ok: (res.statusCode ?? 500) < 400, bytes }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  // warm-up: every variant once, then a short burst
  for (const url of options.urls) await once(url);
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  await Promise.all(
    Array.from({ length: options.connections }, async (_, worker) => {
      let i = worker;
      while (performance.now() < deadline) {
        const url = options.urls[i++ % options.urls.length] ?? '';
        const t0 = performance.now();
        try {
          const answer = await once(url);
          if (!answer.ok) errors++;
          bytes += answer.bytes;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = performance.now() - started;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return {
    requests: sorted.length,
    rps: sorted.length / (elapsed / 1000),
    p50: pct(50),
    p99: pct(99),
    max: pct(100),
    errors,
    bytes,
  };
}
