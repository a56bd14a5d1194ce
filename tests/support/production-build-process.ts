/**
 * The process productionBuild (tests/support/production-build.ts) builds in:
 * `tsx production-build-process.ts <config as JSON> <warnings file>`. It builds as `vite build`
 * does, every environment of the config (the prerender and the start-up script too), and
 * writes what the build warned of into the warnings file as a JSON list.
 */
import { writeFileSync } from 'node:fs';
import { createBuilder, createLogger, type InlineConfig } from 'vite';

const [configJson, warningsFile] = process.argv.slice(2);
if (!configJson || !warningsFile)
  throw new Error('usage: production-build-process.ts <config JSON> <warnings file>');
const config = JSON.parse(configJson) as InlineConfig;

const warnings: string[] = [];
const logger = createLogger(config.logLevel ?? 'info');
const warn = logger.warn.bind(logger);
logger.warn = (message, options) => {
  warnings.push(message);
  warn(message, options);
};

await (await createBuilder({ ...config, customLogger: logger })).buildApp();
writeFileSync(warningsFile, JSON.stringify(warnings));
