import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACTION_STATUSES, type ActionStatus } from '@tourplanner/domain/entities';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { StatusMenu } from './StatusMenu';

const meta = {
  title: 'Actions/StatusMenu',
  component: StatusMenu,
  args: { status: 'editable', onChange: fn() },
  argTypes: { status: { control: 'select', options: ACTION_STATUSES } },
  decorators: [(Story) => <div style={{ minHeight: 220 }}>{Story()}</div>],
} satisfies Meta<typeof StatusMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Opened: Story = { args: { status: 'accepted', defaultOpened: true } };

export const Disabled: Story = { args: { status: 'finished', disabled: true } };

export const Loading: Story = { args: { loading: true } };

export const Interactive: Story = {
  render: function Render(args) {
    const [status, setStatus] = useState<ActionStatus>(args.status);
    return <StatusMenu {...args} status={status} onChange={setStatus} />;
  },
};
