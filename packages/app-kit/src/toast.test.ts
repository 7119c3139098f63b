import { ApiError } from '@tourplanner/api-client/app-api';
import { toast as uiToast } from '@tourplanner/ui/lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, toast } from './toast';

const texts = () => uiToast.getSnapshot().map((t) => t.text);

describe('toast.fail', () => {
  afterEach(clearToasts);

  it('names the refused field in Polish with the server message', async () => {
    toast.fail(
      new ApiError({
        code: 'E_VALIDATION',
        status: 400,
        message: 'Niepoprawne dane. Sprawdź wypełnione pola.',
        fields: [{ path: 'action.area', message: 'Obszar nie należy do terytorium akcji.' }],
      }),
    );
    // The field texts load with the first failure that has fields.
    await vi.waitFor(() =>
      expect(texts()).toEqual([
        'Niepoprawne dane. Sprawdź wypełnione pola. Obszar: Obszar nie należy do terytorium akcji.',
      ]),
    );
  });

  it("shows a refused CSV import's reasons with their line numbers", async () => {
    toast.fail(
      new ApiError({
        code: 'E_CSV_INVALID',
        status: 400,
        message: 'Niepoprawny plik CSV. Sprawdź jego format i zawartość.',
        fields: [
          { path: 'line.3', message: 'Linia 3: nie ma eventu „Jesień”' },
          { path: 'line.7', message: 'Linia 7: niepoprawny e-mail hostessy' },
        ],
      }),
    );
    await vi.waitFor(() =>
      expect(texts()).toEqual([
        'Niepoprawny plik CSV. Sprawdź jego format i zawartość. Linia 3: nie ma eventu „Jesień”. Linia 7: niepoprawny e-mail hostessy.',
      ]),
    );
  });

  it('shows the catalogue text of other failures at once', () => {
    toast.fail(new ApiError({ code: 'E_FORBIDDEN', status: 403, message: 'Brak uprawnień' }));
    expect(texts()).toEqual(['Brak uprawnień']);
  });
});
