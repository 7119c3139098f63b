import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import {
  SearchableSingleList,
  type SearchableSingleListProps,
  type SingleListItem,
} from './SearchableSingleList';

const TERRITORIES: SingleListItem[] = [
  { value: 't1', label: 'Warszawa Centrum', description: 'WAW-01' },
  { value: 't2', label: 'Łódź Bałuty', description: 'LDZ-02' },
  { value: 't3', label: 'Kraków Nowa Huta', description: 'KRK-03' },
  { value: 't4', label: 'Gdańsk Wrzeszcz', description: 'GDA-01' },
  { value: 't5', label: 'Świętochłowice', description: 'SLA-07' },
  { value: 't6', label: 'Poznań Jeżyce', description: 'POZ-02' },
  { value: 't7', label: 'Wrocław Krzyki', description: 'WRO-04' },
  { value: 't8', label: 'Zielona Góra', description: 'LBU-01' },
];

// Typed by the props, not `typeof meta`: the props are a union (one value, or several with
// `multiple`), which Storybook's inferred story type cannot take.
const meta: Meta<SearchableSingleListProps> = {
  title: 'Inputs/SearchableSingleList',
  component: SearchableSingleList,
  args: { items: TERRITORIES, value: null, onChange: fn(), label: 'Terytorium', maxHeight: 260 },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<SearchableSingleListProps>;

export const Default: Story = {};

export const Selected: Story = { args: { value: 't2' } };

export const Empty: Story = { args: { items: [] } };

export const Loading: Story = { args: { items: [], loading: true } };

/** The items are on their way; the one already chosen stays shown, not choosable, and the loader says why. */
export const LoadingWithChoice: Story = {
  args: { items: [TERRITORIES[1]!], value: 't2', loading: true, loadingText: 'Układanie listy…' },
};

export const Disabled: Story = { args: { value: 't3', disabled: true } };

export const LongPolishText: Story = {
  args: {
    items: [
      {
        value: 'long',
        label: 'Województwo świętokrzyskie — powiaty: kielecki, ostrowiecki, skarżyski, starachowicki',
        description: 'SWK-PÓŁNOC-ŹRÓDŁOWE-01',
      },
      ...TERRITORIES,
    ],
    value: 'long',
  },
};

export const WithHint: Story = { args: { hint: 'Wybierz jedną lokalizację', value: 't1' } };

/** Several items chosen at once (Horeca locations): square marks, each choice toggles one. */
export const Multiple: Story = {
  args: { multiple: true, value: ['t1', 't3', 't5'], hint: 'Możesz wybrać kilka lokalizacji' },
};

export const MultipleDisabled: Story = { args: { multiple: true, value: ['t2'], disabled: true } };

/** Type 'lodz' — the search ignores case and Polish letters; choose the chosen one again to clear. */
export const Interactive: Story = {
  render: function Render(args: SearchableSingleListProps) {
    const [value, setValue] = useState<string | null>(null);
    return <SearchableSingleList {...args} multiple={false} value={value} onChange={setValue} />;
  },
};

/** Choose several; choosing a chosen one again un-chooses only that one. */
export const InteractiveMultiple: Story = {
  args: { multiple: true, value: [] },
  render: function Render(args: SearchableSingleListProps) {
    const [value, setValue] = useState<string[]>([]);
    return <SearchableSingleList {...args} multiple value={value} onChange={setValue} />;
  },
};
