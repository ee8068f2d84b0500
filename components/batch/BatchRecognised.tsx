import { type PageLine, type RefusedLine, refusedGroups } from '@/lib/areas/batch-lines';
import { counted } from '../views/format';
import { RefusedGroup } from './RefusedGroup';

/** How many of the lines typed are pages Sidelight reads, and the others by why they are not sent. */
export function BatchRecognised({
  pages,
  refused,
}: {
  pages: readonly PageLine[];
  refused: readonly RefusedLine[];
}) {
  return (
    <>
      {(pages.length > 0 || refused.length > 0) && (
        <p data-testid="batch-recognised">
          {counted(pages.length, 'page')} recognised
          {refused.length > 0 ? `; ${counted(refused.length, 'line')} not sent:` : '.'}
        </p>
      )}
      {refused.length > 0 && (
        <div class="sl-batch-refused" data-testid="batch-refused">
          {refusedGroups(refused).map((group) => (
            <RefusedGroup key={group.reason} reason={group.reason} lines={group.lines} />
          ))}
        </div>
      )}
    </>
  );
}
