/**
 * How an endpoint's answer reads as a file, from its view: a card is a thing, the other families
 * (and a transcript, its lines) are lists. Exports of a result and of a batch both ask here.
 */
import { endpointById, isEndpointId } from '@/lib/areas';
import { fieldWords } from '@/lib/export/field-words';
import type { AnswerShape } from '@/lib/export/table';
import { familyViewOf } from './specs';

export function answerShape(endpointId: string): AnswerShape {
  if (!isEndpointId(endpointId)) return { name: 'result' };
  const endpoint = endpointById(endpointId);
  const view = familyViewOf(endpointId);
  const items =
    endpoint.pagination?.items ??
    (view && view.family !== 'card' ? view.items : undefined) ??
    (endpoint.transcript ? 'segments' : undefined);
  const noun = endpoint.pagination?.noun ?? fieldWords(items || endpoint.label).toLowerCase();
  return {
    area: endpoint.area,
    name: items === undefined ? endpoint.label.toLowerCase() : noun,
    ...(items === undefined ? {} : { items }),
  };
}
