import { Button, Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FullScreenPreloader } from './FullScreenPreloader';

const meta = {
  title: 'Feedback/FullScreenPreloader',
  component: FullScreenPreloader,
  args: { visible: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullScreenPreloader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {};

export const Hidden: Story = {
  args: { visible: false },
  render: (args) => (
    <Stack p="md">
      <Text>Sesja przywrócona — ekran ładowania zniknął.</Text>
      <FullScreenPreloader {...args} />
    </Stack>
  ),
};

/** Restoring a session: the loader goes 600 ms after the session is back. */
export const Interactive: Story = {
  render: function Render(args) {
    const [visible, setVisible] = useState(false);
    return (
      <Stack p="md" align="flex-start">
        <Button
          onClick={() => {
            setVisible(true);
            setTimeout(() => setVisible(false), 1500);
          }}
        >
          Przywróć sesję
        </Button>
        <FullScreenPreloader {...args} visible={visible} />
      </Stack>
    );
  },
};
