// Polish text folded for matching: lower case, without diacritics ('Łódź' -> 'lodz'), so a search
// or a header written without Polish letters still matches. The language's own rule, kept beside
// its texts: 'ł' has no combining form and is mapped by hand.

export function foldPolish(text: string): string {
  return text.toLocaleLowerCase('pl').replace(/ł/g, 'l').normalize('NFD').replace(/\p{M}/gu, '');
}
