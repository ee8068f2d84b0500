import { CardView } from './families/CardView';
import { CommentsView } from './families/CommentsView';
import { ListView } from './families/ListView';
import { ReviewsView } from './families/ReviewsView';
import { familyViewOf } from './specs';
import type { ViewProps } from './types';

/** The family view an endpoint's spec names. */
export function SpecView(props: ViewProps) {
  const spec = familyViewOf(props.endpoint.id);
  if (!spec) return null;
  switch (spec.family) {
    case 'card':
      return <CardView data={props.data} spec={spec} />;
    case 'list':
      return <ListView data={props.data} spec={spec} />;
    case 'comments':
      return <CommentsView data={props.data} spec={spec} />;
    case 'reviews':
      return <ReviewsView {...props} spec={spec} />;
  }
}
