import { Code, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { type DateRange, DateRangeDropdown } from './DateRangeDropdown';

const meta = {
  title: 'Inputs/DateRangeDropdown',
  component: DateRangeDropdown,
  args: { value: { from: '2026-11-22', to: '2026-11-29' }, onChange: fn() },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => <div style={{ minHeight: 420, display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof DateRangeDropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The pickers: Polish month and day names, weeks from Monday. */
export const Opened: Story = { args: { defaultOpened: true } };

export const Empty: Story = { args: { value: { from: null, to: null } } };

export const Disabled: Story = { args: { disabled: true } };

export const Interactive: Story = {
  render: function Render(args) {
    const [range, setRange] = useState<DateRange>(args.value);
    return (
      <Stack align="flex-end">
        <DateRangeDropdown {...args} value={range} onChange={setRange} />
        <Code>{JSON.stringify(range)}</Code>
      </Stack>
    );
  },
};
