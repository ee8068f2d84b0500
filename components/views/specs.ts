/** The views' registry lives with the records (lib/areas/views.ts); the views read it from here. */
export { familyViewOf } from '@/lib/areas/views';
