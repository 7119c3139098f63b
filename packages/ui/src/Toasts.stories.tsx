import { Button, Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { type ToastKind, toast } from './lib/toast';
import { Toasts } from './Toasts';

/** Seeds the store with notices that stay until dismissed, so designers can look at them. */
function Seed({ notices }: { notices: { text: string; kind: ToastKind }[] }) {
  useEffect(() => {
    for (const notice of notices)
      toast.show(notice.text, notice.kind, { lifetimeMs: Number.POSITIVE_INFINITY });
    return () => toast.clear();
  }, [notices]);
  return null;
}

const meta = {
  title: 'Feedback/Toasts',
  component: Toasts,
  parameters: { withToastHost: false, layout: 'fullscreen' },
  args: { position: 'top-right' },
  argTypes: {
    position: { control: 'select', options: ['top-right', 'bottom-right', 'top-center', 'bottom-center'] },
  },
  decorators: [(Story) => <div style={{ minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Toasts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  render: (args) => (
    <>
      <Seed notices={[{ text: 'Status akcji zmieniony', kind: 'normal' }]} />
      <Toasts {...args} />
    </>
  ),
};

export const ErrorNotice: Story = {
  name: 'Error',
  render: (args) => (
    <>
      <Seed notices={[{ text: 'Nie zalogowano, lub sesja wygasła.', kind: 'error' }]} />
      <Toasts {...args} />
    </>
  ),
};

const STACK = [
  { text: 'Zapisano akcję', kind: 'normal' as const },
  { text: 'Uzupełnij brakujące dane', kind: 'error' as const },
  { text: 'Skopiowano akcję 2/5', kind: 'normal' as const },
];
export const Stack: Story = {
  render: (args) => (
    <>
      <Seed notices={STACK} />
      <Toasts {...args} />
    </>
  ),
};

const LONG = [
  {
    text: 'Lokalizacja nie istnieje. Wybierz właściwą lokalizację — sprawdź też, czy punkt sprzedaży w Świętochłowicach ma uzupełniony adres i współrzędne.',
    kind: 'error' as const,
  },
];
export const LongPolishText: Story = {
  render: (args) => (
    <>
      <Seed notices={LONG} />
      <Toasts {...args} />
    </>
  ),
};

/** Real timings: 500 ms in, 2 s on screen, 300 ms out. */
export const Interactive: Story = {
  render: (args) => (
    <>
      <Group p="md">
        <Button onClick={() => toast.show('Dodano nową akcję')}>Pokaż powiadomienie</Button>
        <Button color="red.9" onClick={() => toast.error('Wystąpił błąd.')}>
          Pokaż błąd
        </Button>
      </Group>
      <Toasts {...args} />
    </>
  ),
};
