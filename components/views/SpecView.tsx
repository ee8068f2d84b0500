import { CardView, CommentsView, ListView, ReviewsView } from './Families';
import type { ViewProps } from './types';

/** The family view an endpoint's spec names. */
export function SpecView(props: ViewProps) {
  const spec = props.endpoint.view;
  switch (spec.family) {
    case 'card':
      return <CardView data={props.data} spec={spec} />;
    case 'list':
      return <ListView data={props.data} spec={spec} />;
    case 'comments':
      return <CommentsView data={props.data} spec={spec} />;
    case 'reviews':
      return <ReviewsView {...props} spec={spec} />;
    case 'transcript':
      return null;
  }
}
