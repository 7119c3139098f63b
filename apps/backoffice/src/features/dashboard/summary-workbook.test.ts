import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { summarySheets, summaryWorkbook } from './summary-workbook';
import { EVENT, summary, TERRITORY } from './test-summary';

const names = {
  event: (uuid: string | null) => (uuid === EVENT ? 'Jesień z Velo' : '—'),
  territory: (uuid: string | null) => (uuid === TERRITORY ? 'Pomorze' : '—'),
};

describe("the Pulpit's workbook", () => {
  it('holds the page tables, a sheet each, territories only for who has them', () => {
    const all = summarySheets(summary(), { ...names, withTerritories: true });
    expect(all.map((s) => s.name)).toEqual([
      'Plan a realizacja',
      'Akcje dziennie',
      'Terytoria',
      'Eventy',
      'Rejestracje',
      'Rejestracje dziennie',
      'Oferty',
      'Godziny',
      'Hostessy',
      'Punkty',
      'Lejek',
      'Zgody',
      'Weryfikacja zdjęć',
    ]);
    for (const s of all) expect(s.name.length).toBeLessThanOrEqual(31);
    const client = summarySheets(summary(), { ...names, withTerritories: false });
    expect(client.map((s) => s.name)).not.toContain('Terytoria');
  });

  it('writes numbers as numbers and shares as percentages, read back from the XLSX', async () => {
    const blob = await summaryWorkbook(summarySheets(summary(), { ...names, withTerritories: true }));
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await blob.arrayBuffer());
    const plan = wb.getWorksheet('Plan a realizacja');
    expect(plan?.getRow(1).values).toEqual([undefined, 'Akcje', 'Liczba', 'Udział']);
    expect(plan?.getRow(2).values).toEqual([undefined, 'Zaplanowane', 1234, 1]);
    expect(plan?.getRow(3).values).toEqual([undefined, 'Rozpoczęte na czas', 900, 900 / 1234]);
    expect(plan?.getRow(3).getCell(3).numFmt).toBe('0.0%');
    expect(wb.getWorksheet('Eventy')?.getRow(2).getCell(1).value).toBe('Jesień z Velo');
    const funnel = wb.getWorksheet('Lejek');
    expect(funnel?.getRow(3).values).toEqual([undefined, 'Zweryfikowane', 2400, 600, 0.8]);
    expect(wb.getWorksheet('Godziny')?.rowCount).toBe(25);
    expect(wb.getWorksheet('Hostessy')?.getRow(2).values).toEqual([undefined, 'Ola K.', 1999, 12, 11, 0]);
    const review = wb.getWorksheet('Weryfikacja zdjęć');
    expect(review?.getRow(3).values).toEqual([undefined, 'Do poprawy', 30]);
    expect(review?.getRow(6).values).toEqual([undefined, 'Akcje z sygnałami', 4]);
  });
});
