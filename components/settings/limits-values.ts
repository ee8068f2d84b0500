import { fieldLabels } from '@/lib/extension/shared/setting-words';

/** A typed limit in credits, hours, megabytes or days: a whole number from 0, or null (none). */
export const capFromText = (text: string): number | null => {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? null : Math.floor(value);
};

/** A limit's field: what it writes, what a person reads, and what typed text stores. */
export interface Limit {
  id: string;
  label: string;
  name: 'dailyBudget' | 'monthlyBudget' | 'cacheHours' | 'cacheMegabytes' | 'historyDays';
  /** Shown while the field is empty: what no number means. */
  hint: string;
  /** The paragraph that says what the limit does, when one below does. */
  describedBy?: string;
  parse(text: string): number | null;
}

export const budgetLimits: Limit[] = [
  {
    id: 'daily-budget',
    label: fieldLabels['apiSettings.dailyBudget'],
    name: 'dailyBudget',
    hint: 'no limit',
    parse: capFromText,
  },
  {
    id: 'monthly-budget',
    label: fieldLabels['apiSettings.monthlyBudget'],
    name: 'monthlyBudget',
    hint: 'no limit',
    parse: capFromText,
  },
];

/** Answers are reused for a day, in a cache of 50 MB, unless a number is typed. */
export const cacheLimits: Limit[] = [
  {
    id: 'cache-hours',
    label: fieldLabels['apiSettings.cacheHours'],
    name: 'cacheHours',
    hint: '24',
    describedBy: 'cache-rules',
    parse: (text) => capFromText(text) ?? 24,
  },
  {
    id: 'cache-megabytes',
    label: fieldLabels['apiSettings.cacheMegabytes'],
    name: 'cacheMegabytes',
    hint: '50',
    describedBy: 'cache-rules',
    parse: (text) => capFromText(text) ?? 50,
  },
];

export const historyLimits: Limit[] = [
  {
    id: 'history-days',
    label: fieldLabels['apiSettings.historyDays'],
    name: 'historyDays',
    hint: 'until deleted',
    describedBy: 'history-rules',
    parse: capFromText,
  },
];
