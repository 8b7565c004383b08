/**
 * Environment every API process is started with by this repository's commands (`npm start`, the
 * benchmarks, the scale test), on top of the caller's. glibc reads it before any JavaScript runs, so
 * the API cannot set it on itself.
 *
 * MALLOC_ARENA_MAX: glibc gives each thread that allocates its own malloc arena and keeps freed
 * memory in it. V8's compiler and GC threads (compiling PGlite's WebAssembly among them), libuv's pool
 * and argon2 each fill one, which left about 130 MB resident in an API on the embedded database
 * after the test traffic; two arenas bring it back with no measurable change in throughput
 * (decision 24).
 */
export const apiProcessEnv = { MALLOC_ARENA_MAX: "2" } as const;
