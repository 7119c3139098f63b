import { Code, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DatePartsInput } from './DatePartsInput';

const meta = {
  title: 'Inputs/DatePartsInput',
  component: DatePartsInput,
  args: { label: 'Data akcji', onChange: fn() },
} satisfies Meta<typeof DatePartsInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { value: null } };

export const Filled: Story = { args: { value: '2026-11-24' } };

/** 31 February: every part is typed, but the date does not exist, so the value is null. */
export const Invalid: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Dzień'), '31');
    await userEvent.type(canvas.getByLabelText('Miesiąc'), '02');
    await userEvent.type(canvas.getByLabelText('Rok'), '2026');
    await expect(canvas.getByText('Niepoprawna data')).toBeInTheDocument();
  },
};

/** 28.02.2026 where the earliest accepted date is 01.03.2026. */
export const BeforeMinDate: Story = { args: { value: '2026-02-28', minDate: '2026-03-01' } };

export const WithError: Story = { args: { value: null, error: 'Uzupełnij brakujące dane' } };

export const Disabled: Story = { args: { value: '2026-11-24', disabled: true } };

export const LongPolishLabel: Story = {
  args: {
    value: null,
    label: 'Data rozpoczęcia wydarzenia w województwie świętokrzyskim (dzień, miesiąc, rok)',
  },
};

export const Interactive: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <Stack align="flex-start">
        <DatePartsInput {...args} value={value} onChange={setValue} />
        <Code>{JSON.stringify(value)}</Code>
      </Stack>
    );
  },
};
