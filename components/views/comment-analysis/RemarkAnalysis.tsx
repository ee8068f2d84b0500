/**
 * What the loaded comments or reviews say, read in the page from what is loaded (a page, or all
 * of them after Load all): when they came, the most liked, the questions, who comments most, the
 * terms that come up most, and for reviews the stars by month and the share answered. Each part
 * says what it counts over; an author or a term picked narrows the list below it.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ViewSpec } from '@/lib/api/view-spec';
import {
  type CommentAnalysis,
  type Counted,
  type FirstLook,
  readRemarks,
  remarksInSlices,
  termsOfRemarks,
} from '@/lib/comment-analysis/analysis';
import type { Remark } from '@/lib/comment-analysis/remark';
import { partTitles } from '@/lib/comment-analysis/tables';
import { counted, exactNumber, formatDate, numberText } from '../format';
import type { Narrowing } from '../list/Filter';
import { AnalysisDownloads, type AnalysisSource } from './AnalysisDownloads';
import { type Nouns, VolumeChart } from './VolumeChart';

export interface RemarkAnalysisProps {
  data: unknown;
  spec: Extract<ViewSpec, { family: 'comments' | 'reviews' }>;
  /** Narrows the list to a term or an author. */
  onNarrow(picked: Partial<Narrowing>): void;
  /** What the list is narrowed to, and the rows it shows: the files hold those. */
  narrowing: Narrowing;
  shown: readonly unknown[];
  source: AnalysisSource;
}

const dayOf = (time: number) => formatDate(new Date(time).toISOString().slice(0, 10));

/** "over 2,000 comments loaded, Oct 2, 2026 – Nov 27, 2026" */
function sampleLine(remarks: readonly Remark[], nouns: Nouns): string {
  const loaded = `over ${counted(remarks.length, nouns.one, nouns.many)} loaded`;
  const times = remarks.flatMap((remark) => (remark.time === undefined ? [] : [remark.time]));
  if (times.length === 0) return loaded;
  const [from, to] = [dayOf(Math.min(...times)), dayOf(Math.max(...times))];
  return `${loaded}, ${from === to ? from : `${from} – ${to}`}`;
}

function Part({ title, sample, children }: { title: string; sample: string; children: unknown }) {
  return (
    <section class="sl-remarks__part">
      <h3 class="sl-view__heading">{title}</h3>
      <p class="sl-muted sl-remarks__sample">{sample}</p>
      {children as preact.ComponentChildren}
    </section>
  );
}

function MostLiked({ remarks, nouns }: { remarks: Remark[]; nouns: Nouns }) {
  if (remarks.length === 0) return <p class="sl-muted">No {nouns.one} loaded has a like.</p>;
  return (
    <ol class="sl-remarks__list">
      {remarks.map((remark) => (
        <li key={remark.index}>
          <span class="sl-remarks__meta">
            {counted(remark.likes ?? 0, 'like')}
            {remark.author && ` · ${remark.author}`}
          </span>{' '}
          {remark.text}
        </li>
      ))}
    </ol>
  );
}

/** The questions shown before "and N more": a panel's worth. */
const questionsShown = 10;

function Questions({ analysis, nouns }: { analysis: FirstLook; nouns: Nouns }) {
  const { questions } = analysis;
  if (questions.length === 0) return <p class="sl-muted">No {nouns.one} loaded asks a question.</p>;
  return (
    <>
      <ul class="sl-remarks__list">
        {questions.slice(0, questionsShown).map(({ remark, sentence }, at) => (
          <li key={`${remark.index}-${at}`}>
            {remark.author && <span class="sl-remarks__meta">{remark.author}</span>} {sentence}
          </li>
        ))}
      </ul>
      {questions.length > questionsShown && (
        <p class="sl-muted">and {exactNumber(questions.length - questionsShown)} more</p>
      )}
    </>
  );
}

/** Names with their counts, each a button that narrows the list to it. */
function Picks({
  counts,
  pick,
  describe,
  none,
}: {
  counts: CommentAnalysis['terms'];
  pick(name: string): void;
  describe(name: string): string;
  none: string;
}) {
  if (counts.length === 0) return <p class="sl-muted">{none}</p>;
  return (
    <ul class="sl-remarks__picks">
      {counts.map(({ name, count }) => (
        <li key={name}>
          <button
            type="button"
            class="sl-remarks__pick"
            title={describe(name)}
            onClick={() => pick(name)}
          >
            <bdi>{name}</bdi> <span class="sl-muted">{exactNumber(count)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function StarsByMonth({ months }: { months: CommentAnalysis['stars'] }) {
  if (months.length === 0)
    return <p class="sl-muted">No review loaded has both stars and a date.</p>;
  return (
    <table class="sl-remarks__table">
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Reviews</th>
          <th scope="col">Mean stars</th>
        </tr>
      </thead>
      <tbody>
        {months.map((month) => (
          <tr key={month.month}>
            <th scope="row">{month.month}</th>
            <td>{exactNumber(month.reviews)}</td>
            <td>{month.mean === undefined ? '–' : numberText(month.mean, 'rating')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function answeredLine(answered: CommentAnalysis['answered']): string {
  if (!answered) return 'The loaded reviews do not say whether the business answered them.';
  const share = numberText((answered.answered / answered.of) * 100, 'percent');
  return `${share}: ${exactNumber(answered.answered)} of ${counted(answered.of, 'review')} answered by the business`;
}

/** The parts only reviews have. */
function ReviewParts({ analysis, sample }: { analysis: FirstLook; sample: string }) {
  const titles = partTitles({ one: 'review', many: 'reviews' });
  return (
    <>
      <Part title={titles.stars} sample={`Reviews with stars and a date, ${sample}`}>
        <StarsByMonth months={analysis.stars} />
      </Part>
      <Part
        title={titles.answered}
        sample={`Reviews that say whether the business replied, ${sample}`}
      >
        <p>{answeredLine(analysis.answered)}</p>
      </Part>
    </>
  );
}

/** Counted terms, or none yet: they are counted after the rest. */
type Shown = FirstLook & { terms?: Counted[] };

/** The terms once counted, or that they are being counted. */
function Terms({
  terms,
  nouns,
  onNarrow,
}: { terms: Counted[] | undefined; nouns: Nouns } & Pick<RemarkAnalysisProps, 'onNarrow'>) {
  if (!terms)
    return (
      <p class="sl-muted" aria-busy="true">
        Counting the terms…
      </p>
    );
  return (
    <Picks
      counts={terms}
      pick={(needle) => onNarrow({ needle })}
      describe={(term) => `Show only the ${nouns.many} containing “${term}”`}
      none={`No term comes up in more than one of the ${nouns.many} loaded.`}
    />
  );
}

function Parts({
  analysis,
  sample,
  nouns,
  onNarrow,
}: { analysis: Shown; sample: string; nouns: Nouns } & Pick<RemarkAnalysisProps, 'onNarrow'>) {
  // The files' sheets are named by the same words.
  const titles = partTitles(nouns);
  return (
    <>
      <Part title={titles.overTime} sample={sample}>
        <VolumeChart volume={analysis.volume} nouns={nouns} />
      </Part>
      <Part title={titles.mostLiked} sample={`The ${nouns.many} with the most likes, ${sample}`}>
        <MostLiked remarks={analysis.mostLiked} nouns={nouns} />
      </Part>
      <Part
        title={titles.questions}
        sample={`${counted(analysis.questions.length, 'sentence')} ending in a question mark, ${sample}`}
      >
        <Questions analysis={analysis} nouns={nouns} />
      </Part>
      <Part
        title={titles.authors}
        sample={`Authors of more than one, by how many they wrote, ${sample}. Pick one to show only theirs.`}
      >
        <Picks
          counts={analysis.authors}
          pick={(author) => onNarrow({ author })}
          describe={(author) => `Show only the ${nouns.many} by ${author}`}
          none={`No one wrote more than one of the ${nouns.many} loaded.`}
        />
      </Part>
      <Part
        title={titles.terms}
        sample={`In how many ${nouns.many} each comes up, common words of each ${nouns.one}'s language left out, ${sample}. Pick one to show only the ${nouns.many} with it.`}
      >
        <Terms terms={analysis.terms} nouns={nouns} onNarrow={onNarrow} />
      </Part>
      {nouns.one === 'review' && <ReviewParts analysis={analysis} sample={sample} />}
    </>
  );
}

/** The remarks read, then all but their terms, then the terms: each shown as it is ready. */
function useRemarkAnalysis(data: unknown, spec: RemarkAnalysisProps['spec']) {
  const [read, setRead] = useState<{ remarks: Remark[]; analysis?: Shown }>();
  useEffect(() => {
    let current = true;
    setRead(undefined);
    // Every step in slices: a long list never holds the page. The terms, the slowest to
    // count, come last, below the parts already shown.
    void (async () => {
      const remarks = await remarksInSlices(data, spec);
      if (!current) return;
      setRead({ remarks });
      const firstLook = await readRemarks(remarks);
      if (!current) return;
      setRead({ remarks, analysis: firstLook });
      const terms = await termsOfRemarks(remarks);
      if (current)
        setRead({ remarks, analysis: { ...firstLook, terms } satisfies CommentAnalysis });
    })();
    return () => {
      current = false;
    };
  }, [data, spec]);
  return read;
}

export function RemarkAnalysis({ data, spec, onNarrow, ...files }: RemarkAnalysisProps) {
  const nouns: Nouns =
    spec.family === 'reviews'
      ? { one: 'review', many: 'reviews' }
      : { one: 'comment', many: 'comments' };
  const read = useRemarkAnalysis(data, spec);
  if (read?.remarks.length === 0) return <p class="sl-muted">No {nouns.many} loaded to read.</p>;
  if (!read?.analysis)
    return (
      <p class="sl-muted" aria-busy="true">
        Reading {read ? counted(read.remarks.length, nouns.one, nouns.many) : `the ${nouns.many}`}…
      </p>
    );
  const { remarks, analysis } = read;
  return (
    <div class="sl-remarks__body" data-testid="remark-analysis-body">
      <AnalysisDownloads
        analysis={analysis}
        remarks={remarks}
        spec={spec}
        nouns={nouns}
        {...files}
      />
      <Parts
        analysis={analysis}
        sample={sampleLine(remarks, nouns)}
        nouns={nouns}
        onNarrow={onNarrow}
      />
    </div>
  );
}
