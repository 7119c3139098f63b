// Search matching that forgives case and Polish diacritics ('lodz' finds 'Łódź').
import { foldPolish } from '@tourplanner/i18n-pl/fold';

export function matchesQuery(text: string, query: string): boolean {
  const folded = foldPolish(query.trim());
  return folded === '' || foldPolish(text).includes(folded);
}
