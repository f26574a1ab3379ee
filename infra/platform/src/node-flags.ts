/**
 * The V8 flags the platform's process runs with, however it is started: `npm start`, the
 * platform's start, dev and bench scripts (package.json, held to this list by
 * `__tests__/node-flags.test.ts`), and every place that spawns it (the e2e web server, the site
 * benches, the process tests).
 *
 * `--max-semi-space-size=64`: a young generation of 64 MB semi-spaces instead of V8's 16 MB. A
 * search reindex makes millions of small objects (records, their lists, index pieces); with the
 * default, V8 ran about 1,300 scavenges in a 100k-variant build, 11 s of its CPU time. Measured
 * with `search.bench.ts --scale --quick`, alternating runs on this 2-core machine: the 100k
 * index build's CPU time went from 84–90 s to 73–77 s (wall 64–69 s to 56–58 s). The cost is
 * up to 144 MB more young-generation memory (three semi-spaces of 64 MB instead of 16).
 */
export const PLATFORM_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
