import { SafeLink } from '@/components/SafeLink';
import type { Figure } from '@/lib/figures/figures';
import { figureText } from './figure-text';

/**
 * A figure's value as text in its unit, with what a best or weakest post's number counts and
 * that post (a link only where it is http(s)); or why there is no figure.
 */
export function FigureValue({ figure }: { figure: Figure }) {
  const { post } = figure;
  if (figure.value === undefined) return <span class="sl-muted">No figure: {figure.reason}</span>;
  return (
    <>
      <strong>{figureText(figure.value, figure.unit)}</strong>
      {figure.counts !== undefined && <span> {figure.counts}</span>}
      {post?.title !== undefined && (
        <span class="sl-figure__post">
          {' '}
          {post.link ? <SafeLink href={post.link}>{post.title}</SafeLink> : post.title}
        </span>
      )}
    </>
  );
}
