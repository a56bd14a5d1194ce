// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/*
 * On the real site every save of the editor is a pull request (admin/editor-config.ts,
 * editorial workflow): CI checks its content before anyone merges it.
 */
interface Workflow {
  on: { pull_request?: { branches?: string[] } };
  jobs: Record<string, { steps: Array<{ run?: string; uses?: string }> }>;
}

describe("the check of the editor's pull requests", () => {
  const workflow = parse(readFileSync('.github/workflows/content-check.yml', 'utf8')) as Workflow;
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? step.uses));

  it('runs trips:check on every pull request to main, after installing what it needs', () => {
    expect(workflow.on.pull_request?.branches).toEqual(['main']);
    expect(steps).toContain('npm run trips:check');
    expect(steps.indexOf('npm ci --no-audit --no-fund')).toBeLessThan(steps.indexOf('npm run trips:check'));
  });

  it('is the check the deploy starts with', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts['trips:check']).toBe('tsx tools/trips-check.ts');
    expect(scripts.build).toMatch(/^tsx tools\/trips-check\.ts --build && /);
  });
});
