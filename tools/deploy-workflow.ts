/**
 * The deploy workflow (.github/workflows/deploy.yml) as GitHub reads it: its jobs and steps,
 * and which of the repository's settings (`${{ vars.X }}`, `${{ secrets.X }}`) each step is
 * given, under which name of its environment. `npm run golive:check` takes the settings to
 * check from here, so a setting the workflow starts to use is checked without being listed
 * a second time; tests/e2e/deploy-workflow.test.ts runs the same steps.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export const DEPLOY_WORKFLOW = '.github/workflows/deploy.yml';

export interface WorkflowStep {
  name?: string;
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string | number | boolean>;
}
export interface Workflow {
  on: { push?: { branches?: string[] }; schedule?: Array<{ cron: string }> };
  env?: WorkflowStep['env'];
  jobs: Record<string, { env?: WorkflowStep['env']; steps: WorkflowStep[] }>;
}

export function readWorkflow(root: string, file = DEPLOY_WORKFLOW): Workflow {
  return parse(readFileSync(join(root, file), 'utf8')) as Workflow;
}

/** The step as its run's log names it: its name, else its action or its command's first line. */
export const stepLabel = (step: WorkflowStep): string =>
  step.name ?? step.uses ?? step.run?.split('\n')[0] ?? '?';

/** One place a step is given a repository setting. */
export interface SettingUse {
  scope: 'vars' | 'secrets';
  /** the setting's name in the repository (Settings → Secrets and variables → Actions) */
  name: string;
  /** the environment variable the step gets it as, when that is all its `env:` entry holds; else null */
  as: string | null;
  step: WorkflowStep;
}

const EXPRESSION = /\$\{\{\s*(vars|secrets)\.(\w+)\s*\}\}/g;

function usesIn(text: string, step: WorkflowStep, as: string | null): SettingUse[] {
  const whole = new RegExp(`^${EXPRESSION.source}$`).test(text.trim());
  return [...text.matchAll(EXPRESSION)].map(([, scope, name]) => ({
    scope: scope as SettingUse['scope'],
    name: name!,
    as: whole ? as : null,
    step,
  }));
}

/** Every setting every step of `job` is given: through `env:` (its own, the job's, the workflow's), `with:` or its command. */
export function settingUses(workflow: Workflow, job: string): SettingUse[] {
  const { steps, env: jobEnv } = workflow.jobs[job] ?? { steps: [] };
  return steps.flatMap((step) => [
    ...[workflow.env, jobEnv, step.env].flatMap((env) =>
      Object.entries(env ?? {}).flatMap(([key, value]) => usesIn(String(value), step, key)),
    ),
    ...Object.values(step.with ?? {}).flatMap((value) => usesIn(String(value), step, null)),
    ...usesIn(step.run ?? '', step, null),
  ]);
}
