/**
 * What the history keeps of a result besides its answer: its title and what its card counts, read
 * through the endpoint's view (data) from every area's views at once, so the worker and the panel
 * agree without the worker loading any component.
 */
import { countedPathsFrom, resultCountsFrom, resultTitleFrom } from './view-facts';
import { familyViewOf } from './views';

export { countValue } from './view-facts';

export const countedPaths = countedPathsFrom(familyViewOf);
export const resultCounts = resultCountsFrom(familyViewOf);
export const resultTitle = resultTitleFrom(familyViewOf);
