import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { AppModal } from './AppModal';

const meta = {
  title: 'Overlays/AppModal',
  component: AppModal,
  args: {
    opened: true,
    onClose: fn(),
    onClosed: fn(),
    title: 'Filtruj akcje',
    variant: 'default',
    centered: true,
  },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'photo', 'webform'] } },
  render: (args) => (
    <AppModal {...args}>
      <Stack>
        <TextInput label="Nazwa akcji" placeholder="Wpisz nazwę" />
        <Button>Zastosuj</Button>
      </Stack>
    </AppModal>
  ),
} satisfies Meta<typeof AppModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Photo: Story = { args: { variant: 'photo', title: 'Zdjęcia' } };

export const Webform: Story = { args: { variant: 'webform', title: 'Ups! Coś poszło nie tak' } };

export const LongPolishText: Story = {
  args: { title: 'Akcje na liście zostały anulowane przez personel — sprawdź statusy i przypisane osoby' },
  render: (args) => (
    <AppModal {...args}>
      <Text>
        Część akcji zaplanowanych na najbliższy tydzień została anulowana przez hostessy. Sprawdź statusy
        akcji w Łodzi, Gdańsku i Świętochłowicach, a następnie edytuj przypisany personel, aby żadna akcja nie
        pozostała bez obsady. Zmiany zapisują się po kliknięciu „Zapisz”.
      </Text>
    </AppModal>
  ),
};

/** Open and close it: the content stays while the modal closes, then onClosed fires. */
export const Interactive: Story = {
  args: { opened: false },
  render: function Render(args) {
    const [opened, setOpened] = useState(false);
    const [closedCount, setClosedCount] = useState(0);
    return (
      <Stack align="flex-start">
        <Button onClick={() => setOpened(true)}>Otwórz okno ({args.variant})</Button>
        <Text size="sm">Zamknięto całkowicie: {closedCount} razy</Text>
        <AppModal
          {...args}
          opened={opened}
          onClose={() => setOpened(false)}
          onClosed={() => setClosedCount((n) => n + 1)}
        >
          <Text>Treść zostaje widoczna do końca animacji zamykania.</Text>
        </AppModal>
      </Stack>
    );
  },
};
