// Search matching that forgives case and Polish diacritics ('lodz' finds 'Łódź').

export function foldText(text: string): string {
  return text
    .toLocaleLowerCase('pl')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

export function matchesQuery(text: string, query: string): boolean {
  const folded = foldText(query.trim());
  return folded === '' || foldText(text).includes(folded);
}
