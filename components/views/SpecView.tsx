import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ViewSpec } from '@/lib/api/view-spec';
import { numberKindAt } from '@/lib/areas/numbers';
import { reportProblem } from '@/lib/extension/views/problems';
import { CardView } from './families/CardView';
import { CommentsView } from './families/CommentsView';
import { ListView } from './families/ListView';
import { ReviewsView } from './families/ReviewsView';
import { NumberKindOf } from './Item';
import { areaViewsLoaded, familyViewOf, loadAreaViews } from './specs';
import type { ViewProps } from './types';

/** The family view an endpoint's spec names (its area's views fetched first, if not yet). */
export function SpecView(props: ViewProps) {
  const { area } = props.endpoint;
  const [, setLoaded] = useState(areaViewsLoaded(area));
  useEffect(() => {
    if (areaViewsLoaded(area)) return;
    let shown = true;
    loadAreaViews(area).then(() => shown && setLoaded(true), reportProblem('loadingViews'));
    return () => {
      shown = false;
    };
  }, [area]);
  const kindOf = useMemo(() => (path: string) => numberKindAt(area, path), [area]);
  const spec = familyViewOf(props.endpoint.id);
  if (!spec) return null;
  return <NumberKindOf.Provider value={kindOf}>{family(spec, props)}</NumberKindOf.Provider>;
}

function family(spec: ViewSpec, props: ViewProps) {
  switch (spec.family) {
    case 'card':
      return <CardView data={props.data} spec={spec} />;
    case 'list':
      return <ListView data={props.data} spec={spec} />;
    case 'comments':
      return (
        <CommentsView
          data={props.data}
          spec={spec}
          source={{ endpointId: props.endpoint.id, context: props.context }}
        />
      );
    case 'reviews':
      return <ReviewsView {...props} spec={spec} />;
  }
}
