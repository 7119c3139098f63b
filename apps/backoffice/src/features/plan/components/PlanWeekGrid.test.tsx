import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanPreviewAnswer } from '@tourplanner/domain/wire/plan';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { PlanPreviewTable } from './PlanPreviewTable';
import { weekGrid } from './PlanWeekGrid';

const row = (p: string, day: string, start: string, user: string | null) => ({
  point: { uuid: p },
  since: { date: `${day} ${start}:00` },
  until: { date: `${day} 20:00:00` },
  name: `Tour ${p}`,
  user: user ? { uuid: user, firstname: user === 'h1' ? 'Ola' : 'Ewa', lastname: 'K' } : null,
  why: user ? 'dostępna' : 'bez personelu: nikt nie jest dostępny',
});
// Thursday 3 and Saturday 5 December (one week), Monday 7 December (the next).
const answer: PlanPreviewAnswer = {
  actions: [
    row('p1', '2026-12-03', '14:00', 'h1'),
    row('p2', '2026-12-03', '10:00', 'h1'),
    row('p1', '2026-12-05', '14:00', null),
    row('p2', '2026-12-07', '14:00', 'h2'),
  ],
  stats: { total: 4, staffed: 3, km: 5, perHostess: [] },
};
const names = new Map([
  ['h1', 'Ola K'],
  ['h2', 'Ewa K'],
]);
const pointNames = new Map([
  ['p1', 'Gdańsk'],
  ['p2', 'Sopot'],
]);

describe('the week grid', () => {
  it('puts each action under its hostess and weekday, week by week, unstaffed last', () => {
    const weeks = weekGrid(answer, { chosen: {}, dropped: [] }, names, pointNames);
    expect(weeks.map((w) => w.monday)).toEqual(['2026-11-30', '2026-12-07']);
    expect(weeks[0]!.rows.map((r) => r.user)).toEqual(['h1', '']);
    expect(weeks[0]!.rows[0]!.days[3]).toEqual(['10:00–20:00 Sopot', '14:00–20:00 Gdańsk']);
    expect(weeks[0]!.rows[1]!.days[5]).toEqual(['14:00–20:00 Gdańsk']);
    expect(weeks[1]!.rows[0]!.days[0]).toEqual(['14:00–20:00 Sopot']);
  });

  it('follows her changes: a chosen hostess, a row left without anybody, a dropped row', () => {
    const weeks = weekGrid(answer, { chosen: { 0: 'h2', 2: 'h1' }, dropped: [1] }, names, pointNames);
    // Ewa before Ola by name; nobody is left unstaffed in the first week.
    expect(weeks[0]!.rows.map((r) => r.user)).toEqual(['h2', 'h1']);
    expect(weeks[0]!.rows[0]!.days[3]).toEqual(['14:00–20:00 Gdańsk']);
    expect(weeks[0]!.rows[1]!.days[3]).toEqual([]);
    expect(weeks[0]!.rows[1]!.days[5]).toEqual(['14:00–20:00 Gdańsk']);
  });

  it("shows when 'Tydzień' is chosen above the preview", async () => {
    renderWithApp(
      <PlanPreviewTable
        answer={answer}
        edits={{ chosen: {}, dropped: [] }}
        personnel={[]}
        pointNames={pointNames}
        onChoose={() => undefined}
        onToggleDrop={() => undefined}
      />,
    );
    expect(screen.getAllByTestId('plan-row')).toHaveLength(4);
    await userEvent.click(screen.getByText('Tydzień'));
    const first = screen.getByRole('table', { name: 'Akcje na osobę w tygodniu od 30.11.2026' });
    const rows = within(first).getAllByTestId('plan-week-row');
    expect(rows[0]).toHaveTextContent('Ola K');
    expect(rows[1]).toHaveTextContent('bez personelu');
    expect(
      within(first)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Personel',
      'Pn 30.11',
      'Wt 01.12',
      'Śr 02.12',
      'Cz 03.12',
      'Pt 04.12',
      'So 05.12',
      'Nd 06.12',
    ]);
    expect(screen.queryAllByTestId('plan-row')).toHaveLength(0);
  });
});
