// The export dialog's list of finished reports: a built one offers 'Pobierz', one the server could
// not build says so instead of offering a download that can only fail.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubApi } from '../../test/render';
import { ExportModal } from './ExportModal';

const item = (uuid: string, rows: number | null, since: string) => ({
  uuid,
  parameters: { since, until: '2026-11-08' },
  isMine: true,
  updated: { date: '2026-11-22 10:00:00' },
  rows,
});

describe('ExportModal', () => {
  it("lists finished reports with 'Pobierz', and a failed one as not prepared", async () => {
    stubApi({
      reportStatus: () => ({
        queued: [],
        finished: [item('ok', 12, '2026-11-01'), item('bad', null, '2026-11-02')],
      }),
    });
    renderWithApp(
      <ExportModal
        opened
        onClose={() => {}}
        range={{ since: '2026-11-01', until: '2026-11-08' }}
        filters={{}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Eksport' });
    const rows = await within(dialog).findAllByRole('row');
    // The header, then one row per report.
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('button', { name: 'Pobierz' })).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: 'Pobierz' })).toBeNull();
    expect(within(rows[2]!).getByText('Nie udało się przygotować')).toBeInTheDocument();
  });
});
