import { TIMINGS } from '@tourplanner/domain/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchesQuery } from './lib/search';
import { listValue, SearchableSingleList } from './SearchableSingleList';
import { act, fireEvent, render, screen } from './test-utils';

const ITEMS = [
  { value: 'waw', label: 'Warszawa Centrum', description: 'WAW-01' },
  { value: 'ldz', label: 'Łódź Bałuty', description: 'LDZ-02' },
  { value: 'krk', label: 'Kraków Nowa Huta', description: 'KRK-03' },
];

const names = () => screen.queryAllByRole('button', { pressed: undefined }).map((b) => b.textContent);

describe('SearchableSingleList', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('toggles: choosing an item selects it, choosing the selected one clears it', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <SearchableSingleList items={ITEMS} value={null} onChange={onChange} label="Terytorium" />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Łódź Bałuty/ }));
    expect(onChange).toHaveBeenLastCalledWith('ldz', ITEMS[1]);

    rerender(<SearchableSingleList items={ITEMS} value="ldz" onChange={onChange} label="Terytorium" />);
    expect(screen.getByRole('button', { name: /Łódź Bałuty/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Warszawa/ })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: /Łódź Bałuty/ }));
    // Choosing it again clears the value and still names the item chosen.
    expect(onChange).toHaveBeenLastCalledWith(null, ITEMS[1]);

    fireEvent.click(screen.getByRole('button', { name: /Kraków/ }));
    expect(onChange).toHaveBeenLastCalledWith('krk', ITEMS[2]);
  });

  it('with multiple, toggles each item on its own and marks every chosen one', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <SearchableSingleList items={ITEMS} multiple value={[]} onChange={onChange} label="Lokalizacja" />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Łódź Bałuty/ }));
    expect(onChange).toHaveBeenLastCalledWith(['ldz'], ITEMS[1]);

    rerender(
      <SearchableSingleList
        items={ITEMS}
        multiple
        value={['ldz', 'krk']}
        onChange={onChange}
        label="Lokalizacja"
      />,
    );
    expect(screen.getByRole('button', { name: /Łódź Bałuty/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Kraków/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Warszawa/ })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: /Warszawa/ }));
    expect(onChange).toHaveBeenLastCalledWith(['ldz', 'krk', 'waw'], ITEMS[0]);
    fireEvent.click(screen.getByRole('button', { name: /Łódź Bałuty/ }));
    expect(onChange).toHaveBeenLastCalledWith(['krk'], ITEMS[1]);
  });

  it('takes its mode from run-time data through listValue', () => {
    expect(listValue(['ldz', 'krk'], true)).toEqual({ multiple: true, value: ['ldz', 'krk'] });
    expect(listValue(['ldz', 'krk'], false)).toEqual({ multiple: false, value: 'ldz' });
    expect(listValue([], false)).toEqual({ multiple: false, value: null });
    const onChange = vi.fn();
    render(
      <SearchableSingleList
        items={ITEMS}
        {...listValue(['ldz', 'krk'], true)}
        onChange={onChange}
        label="Personel"
      />,
    );
    expect(screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent)).toEqual([
      'Łódź BałutyLDZ-02',
      'Kraków Nowa HutaKRK-03',
    ]);
  });

  it('shows a hint under the heading and describes the list with it', () => {
    render(
      <SearchableSingleList
        items={ITEMS}
        value={null}
        onChange={vi.fn()}
        label="Lokalizacja"
        hint="Wybierz jedną lokalizację"
      />,
    );
    const list = screen.getByRole('list', { name: 'Lokalizacja' });
    expect(list).toHaveAccessibleDescription('Wybierz jedną lokalizację');
  });

  it('filters at most every 200 ms while typing', () => {
    vi.useFakeTimers();
    render(<SearchableSingleList items={ITEMS} value={null} onChange={vi.fn()} label="Terytorium" />);
    const search = screen.getByRole('searchbox', { name: 'Szukaj' });
    // The first keystroke filters at once (leading edge) ...
    fireEvent.change(search, { target: { value: 'k' } });
    expect(names()).toEqual(['Kraków Nowa HutaKRK-03']);
    // ... the next ones within 200 ms wait for the trailing edge.
    fireEvent.change(search, { target: { value: 'lodz' } });
    act(() => vi.advanceTimersByTime(TIMINGS.searchThrottleMs - 1));
    expect(names()).toEqual(['Kraków Nowa HutaKRK-03']);
    act(() => vi.advanceTimersByTime(1));
    expect(names()).toEqual(['Łódź BałutyLDZ-02']);
    expect(TIMINGS.searchThrottleMs).toBe(200);
  });

  it('says when nothing matches, and shows a loader while loading', () => {
    vi.useFakeTimers();
    const { rerender } = render(
      <SearchableSingleList items={ITEMS} value={null} onChange={vi.fn()} label="Terytorium" />,
    );
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Gdańsk' } });
    expect(screen.getByText('Brak wyników')).toBeInTheDocument();
    rerender(
      <SearchableSingleList items={ITEMS} value={null} onChange={vi.fn()} label="Terytorium" loading />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie…');
  });

  it('while loading keeps the items given on screen but not choosable, and shows the loading text', () => {
    const onChange = vi.fn();
    render(
      <SearchableSingleList
        items={[ITEMS[1]!]}
        value="ldz"
        onChange={onChange}
        label="Terytorium"
        loading
        loadingText="Układanie listy…"
      />,
    );
    const chosen = screen.getByRole('button', { name: /Łódź Bałuty/ });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    expect(chosen).toBeDisabled();
    fireEvent.click(chosen);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Układanie listy…');
    expect(screen.getByRole('searchbox')).toBeDisabled();
    expect(screen.queryByText('Brak wyników')).toBeNull();
  });
});

describe('search folding', () => {
  it('ignores case and Polish letters', () => {
    expect(matchesQuery('ŁÓDŹ Żółć', 'lodz zolc')).toBe(true);
    expect(matchesQuery('Świętochłowice', 'swietochl')).toBe(true);
    expect(matchesQuery('Kraków', 'gdańsk')).toBe(false);
    expect(matchesQuery('Kraków', '  ')).toBe(true);
  });
});
