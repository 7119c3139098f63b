// Hour entry as typed on a phone: '8' means 8:00, so a time without a colon gets ':00' on blur.

/** Appends ':00' to a non-empty time without a colon ('8' -> '8:00'); leaves anything else as is. */
export function completeTime(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.includes(':')) return trimmed;
  return `${trimmed}:00`;
}

/** H:mm or HH:mm, 0:00 to 24:00. */
export function isValidTime(text: string): boolean {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return false;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return (hours < 24 && minutes < 60) || (hours === 24 && minutes === 0);
}
