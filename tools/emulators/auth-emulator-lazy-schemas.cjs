// @ts-check
/**
 * Loaded (`node --require`) into the firebase-tools process that startAuthEmulator
 * (auth-emulator.ts) spawns, before the CLI's own code: the Auth emulator then compiles the
 * validator of each call of its API when that call first comes, not all of them as it starts.
 * On an idle two-core machine it answered in 2.0 s instead of 7.2 and took 2.4 CPU-seconds
 * instead of 8.2, and the organisers' sign-in uses a handful of the API's calls. What it
 * accepts and refuses is the same: each call is still checked against its description.
 *
 * firebase-tools builds the emulator's router with exegesis-express, which has the option,
 * but does not set it. This wraps that one function of the copy firebase-tools loads.
 */
const { dirname } = require('node:path');

const server = require.resolve('firebase-tools/lib/emulator/auth/server.js');
/** @type {{ middleware: (api: unknown, options?: Record<string, unknown>) => Promise<unknown> }} */
const exegesisExpress = require(require.resolve('exegesis-express', { paths: [dirname(server)] }));
const middleware = exegesisExpress.middleware;
if (typeof middleware !== 'function') {
  throw new Error(
    `exegesis-express, as firebase-tools loads it, has no middleware(): check ${__filename} against the installed firebase-tools`,
  );
}
exegesisExpress.middleware = (api, options) =>
  middleware(api, { ...options, lazyCompileValidationSchemas: true });
