/**
 * A season's program copied onto the next year from the organisers' page: a preview
 * first, nothing written until it is confirmed, then a few events a batch; a copy that
 * stops part-way keeps what it wrote and offers the rest.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Club } from '../app/club-firebase.ts';
import type { PageEvent } from '../events/event-reads.ts';
import { copySeason, CopyStopped } from '../events/event-saves.ts';
import { failureText } from '../app/failure-text.ts';
import { Problems } from '../app/problems.tsx';
import { seasonQuery } from '../events/event-queries.ts';
import { dateWithWeekday } from '../events/season-documents.ts';
import { planSeasonCopy, type CopyPlan } from './season-plan.ts';

export type ReadyCopy = Extract<CopyPlan, { ready: true }>;
export type Copying =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'refused'; reason: string }
  | { step: 'preview'; plan: ReadyCopy; busy?: boolean; copied?: number; error?: string };

/**
 * The copy of `season` onto the next: its step on screen, and what starts and confirms it.
 * `onCopied` shows the next season with a notice once every event is written.
 */
export function useSeasonCopy(
  club: Club,
  season: number,
  by: string,
  { onStart, onCopied }: { onStart: () => void; onCopied: (season: number, notice: string) => void },
) {
  const [copying, setCopying] = useState<Copying>({ step: 'idle' });
  const queryClient = useQueryClient();
  const copy = useMutation({
    mutationFn: (plan: ReadyCopy) =>
      copySeason(club, plan.events, by, (copied) =>
        setCopying({ step: 'preview', plan, busy: true, copied }),
      ),
  });
  async function previewCopy(events: readonly PageEvent[]) {
    onStart();
    setCopying({ step: 'checking' });
    try {
      // The next season as stored now: a season's read is stale at once, so this reads it again.
      const target = await queryClient.fetchQuery(seasonQuery(club, season + 1));
      const plan = planSeasonCopy(events, season, season + 1, target.documents);
      setCopying(plan.ready ? { step: 'preview', plan } : { step: 'refused', reason: plan.reason });
    } catch (error) {
      setCopying({ step: 'refused', reason: failureText(error) });
    }
  }

  async function confirmCopy(plan: ReadyCopy) {
    setCopying({ step: 'preview', plan, busy: true, copied: 0 });
    try {
      await copy.mutateAsync(plan);
      setCopying({ step: 'idle' });
      onCopied(
        plan.to,
        `Átmásolva: ${plan.events.length} túra a ${plan.to}. évadba. Igazítsd, ami idén másképp lesz.`,
      );
    } catch (error) {
      if (!(error instanceof CopyStopped)) {
        setCopying({ step: 'preview', plan, error: failureText(error) });
        return;
      }
      // What was written stays; the rest is offered again, as a copy of its own.
      const copied = error.copied.map(({ record }) => `${dateWithWeekday(record.date)} · ${record.name}`);
      setCopying({
        step: 'preview',
        plan: { ...plan, events: [...error.rest] },
        error: [
          `A másolás megakadt: ${failureText(error.reason)}`,
          copied.length > 0
            ? `Átmásolva (${copied.length}): ${copied.join('; ')}.`
            : 'Egy túra sem másolódott át.',
          `Még hátravan ${error.rest.length} túra: a lenti gombbal folytathatod.`,
        ].join(' '),
      });
    }
  }

  return {
    copying,
    previewCopy,
    confirmCopy,
    cancelCopy: () => setCopying({ step: 'idle' }),
  };
}

export function CopyPanel(props: {
  season: number;
  copying: Copying;
  onPreview: () => void;
  onConfirm: (plan: ReadyCopy) => void;
  onCancel: () => void;
}) {
  const { season, copying } = props;
  const next = season + 1;
  return (
    <section aria-labelledby="copy-heading" className="copy">
      <h2 id="copy-heading">Átmásolás a következő évre</h2>
      {copying.step === 'preview' ? (
        <>
          <p>
            Ezek kerülnek a {next}. évadba, mind ugyanarra a hétnapra, állapot nélkül. Amíg nem koppintasz a
            másolásra, semmi nem íródik.
          </p>
          <ol className="copy-preview" aria-label={`A ${next}. évad túrái a másolás után`}>
            {copying.plan.events.map(({ documentId, record, fromDate }) => (
              <li key={documentId}>
                <strong>{dateWithWeekday(record.date)}</strong> · {record.name}{' '}
                <span className="meta">(most: {fromDate})</span>
              </li>
            ))}
          </ol>
          <div className="actions">
            <button
              type="button"
              className="primary"
              disabled={copying.busy}
              onClick={() => props.onConfirm(copying.plan)}
            >
              {copying.busy
                ? `Másolás… ${copying.copied ?? 0} / ${copying.plan.events.length}`
                : `Másolás: ${copying.plan.events.length} túra`}
            </button>
            <button type="button" className="quiet" disabled={copying.busy} onClick={props.onCancel}>
              Mégsem
            </button>
          </div>
          <Problems lines={copying.error ? [copying.error] : []} />
        </>
      ) : (
        <>
          <p>
            A {season}. évad minden túrája a {next}. évadba, ugyanarra a hétnapra, a legközelebbi dátumra.
            Előbb megmutatom, mi lesz.
          </p>
          <button
            type="button"
            className="wide"
            disabled={copying.step === 'checking'}
            onClick={props.onPreview}
          >
            Átmásolás: {season} → {next}
          </button>
          {copying.step === 'refused' ? <Problems lines={[copying.reason]} /> : null}
        </>
      )}
    </section>
  );
}
