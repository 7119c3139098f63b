// An instant of the server (ISO 8601) as a Pole reads it: 'DD.MM.YYYY HH:mm', Warsaw time.
import { formatPolishDate, instantToWire } from '@tourplanner/domain/dates';

export function formatInstant(iso: string): string {
  const wire = instantToWire(iso);
  return `${formatPolishDate(wire.slice(0, 10))} ${wire.slice(11, 16)}`;
}
