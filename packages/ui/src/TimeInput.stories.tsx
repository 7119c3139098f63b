import { Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TimeInput } from './TimeInput';

const meta = {
  title: 'Inputs/TimeInput',
  component: TimeInput,
  args: { label: 'Od', placeholder: '8:00', onChange: fn(), w: 140 },
} satisfies Meta<typeof TimeInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Type '9' and leave the field: it becomes '9:00'. */
export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: '10:30' } };

export const WithError: Story = { args: { defaultValue: '25:00', error: 'Niepoprawna godzina' } };

export const Disabled: Story = { args: { defaultValue: '8:00', disabled: true } };

/** The time step of the action wizard. */
export const FromTo: Story = {
  render: (args) => (
    <Group align="flex-start">
      <TimeInput {...args} label="Od" placeholder="8:00" />
      <TimeInput {...args} label="Do" placeholder="21:00" />
    </Group>
  ),
};
