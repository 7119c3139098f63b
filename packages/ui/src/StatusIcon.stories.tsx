import { Group, Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACTION_STATUSES } from '@tourplanner/domain/entities';
import { StatusIcon, statusLabel } from './StatusIcon';

const meta = {
  title: 'Actions/StatusIcon',
  component: StatusIcon,
  args: { status: 'accepted', size: 'md' },
  argTypes: {
    status: { control: 'select', options: ACTION_STATUSES },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof StatusIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const AllStatuses: Story = {
  render: (args) => (
    <Stack gap="xs">
      {ACTION_STATUSES.map((status) => (
        <Group key={status} gap="sm">
          <StatusIcon {...args} status={status} />
          <Text size="sm">{statusLabel(status)}</Text>
        </Group>
      ))}
    </Stack>
  ),
};
