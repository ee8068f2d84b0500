/**
 * Every area's views, loaded before each unit test file: the panel loads an area's views with its
 * first page, and the tests read any area's at once (a result's title, a card's counts).
 */
import { loadEveryAreaViews } from '@/components/views/specs';

await loadEveryAreaViews();
