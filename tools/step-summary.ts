/**
 * The run's summary of a GitHub Actions step (GITHUB_STEP_SUMMARY), which
 * GitHub shows on the run's page, for the tools the deploy workflow runs.
 */
import { appendFileSync } from 'node:fs';

/** Text as Markdown shows it literally: GitHub renders the summary, HTML included. */
export function markdownText(text: string): string {
  return text.replace(/[\\`*_[\]<>|~]/g, '\\$&');
}

/** Appends a section to the step's summary; nothing outside a GitHub Actions step. */
export function stepSummary(title: string, body: string[]) {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (file) appendFileSync(file, `### ${title}\n\n${body.join('\n')}\n\n`);
}
