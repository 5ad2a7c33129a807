/**
 * zod's first object parse probes `new Function` to decide whether it may compile its parsers; the
 * site's CSP has no 'unsafe-eval', so the browser reports the probe as a violation (Lighthouse's
 * best practices count it). Jitless parsing skips the probe. Set through the object zod keeps its
 * configuration in (`globalThis.__zod_globalConfig`, shared by every copy of zod), so the admin's
 * start does not load zod to configure it (decision 0144); zod-without-eval.test.ts checks that zod
 * still reads it.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });
