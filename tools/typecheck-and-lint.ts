/**
 * `npm run typecheck-and-lint`: `npm run typecheck` and `npm run lint` in one
 * process, as `npm run checks` (and so `npm test`) runs them. It reports what the two would:
 * the compiler's errors for each config (tsconfig.json, the browser code; tsconfig.node.json,
 * the Node code), then ESLint's problems over the whole project, with no warning allowed; exit
 * status 1 on any.
 *
 * Why one process: the type-aware lint rules ask the compiler about the same files the type
 * check has just checked. Apart, each builds and checks both programs for itself, about a third
 * of the checks' CPU time, beside the browser tests on a two-core machine. Here ESLint is handed
 * the programs the type check built (typescript-eslint's `parserOptions.programs`), and its
 * questions find the answers already worked out.
 */
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import ts from 'typescript';
import { runAsCommand } from './command.ts';

/** The compiler's configs, as `npm run typecheck` checks them. */
const TYPE_CONFIGS = ['tsconfig.json', 'tsconfig.node.json'] as const;

/** A config's program, built with its own options as `tsc --noEmit -p <config>` builds it. */
function programOf(configFile: string): { program: ts.Program; configErrors: readonly ts.Diagnostic[] } {
  const configErrors: ts.Diagnostic[] = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => configErrors.push(diagnostic),
  });
  if (!parsed) return { program: ts.createProgram([], {}), configErrors };
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed),
  });
  return { program, configErrors };
}

/** What the two checks found: the compiler's errors and ESLint's problems, and their report. */
export interface TypecheckAndLintResult {
  typeErrors: number;
  lintProblems: number;
  report: string;
}

/** Type-checks `root`'s configs, then lints `root` with the programs the check built. */
export async function typecheckAndLint(root: string): Promise<TypecheckAndLintResult> {
  const host: ts.FormatDiagnosticsHost = {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  };
  const pretty = process.stdout.isTTY === true;
  const programs: ts.Program[] = [];
  const reports: string[] = [];
  let typeErrors = 0;
  // Browser code the Node code imports is in both programs: its errors are reported once.
  const reported = new Set<string>();
  for (const config of TYPE_CONFIGS) {
    const { program, configErrors } = programOf(resolve(root, config));
    programs.push(program);
    const diagnostics = [...configErrors, ...ts.getPreEmitDiagnostics(program)].filter((d) => {
      const key = `${d.file?.fileName ?? config}:${d.start ?? ''}:${d.code}`;
      if (reported.has(key)) return false;
      reported.add(key);
      return true;
    });
    typeErrors += diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
    if (diagnostics.length > 0) {
      reports.push(
        pretty
          ? ts.formatDiagnosticsWithColorAndContext(diagnostics, host)
          : ts.formatDiagnostics(diagnostics, host),
      );
    }
  }

  const eslint = new ESLint({
    cwd: root,
    // The config's own `project` names the same two configs; given programs, typescript-eslint uses them instead.
    overrideConfig: { files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { programs } } },
  });
  const results = await eslint.lintFiles(['.']);
  const lintProblems = results.reduce((sum, file) => sum + file.errorCount + file.warningCount, 0);
  if (lintProblems > 0) reports.push(await (await eslint.loadFormatter('stylish')).format(results));
  return { typeErrors, lintProblems, report: reports.join('\n') };
}

/** The command's work, in the current folder: its exit code. */
export async function typecheckAndLintCommand(): Promise<number> {
  const { typeErrors, lintProblems, report } = await typecheckAndLint(process.cwd());
  if (report) console.error(report);
  if (typeErrors + lintProblems === 0) return 0;
  console.error(`${typeErrors} type error(s), ${lintProblems} lint problem(s) (no warning allowed)`);
  return 1;
}

runAsCommand(import.meta, typecheckAndLintCommand);
