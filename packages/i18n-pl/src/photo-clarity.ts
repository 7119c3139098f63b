// The webform's warning before a too blurred or too dark photo goes (issue #30): shown before any
// photo is sent (start, end, receipt, a retake), and she may send it anyway.
export const PHOTO_CLARITY = {
  unclear: 'Zdjęcie jest nieostre — zrób je jeszcze raz?',
  sendAnyway: 'Wyślij mimo to',
} as const;
