import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    opened: true,
    title: 'Powielić akcję?',
    message: 'Akcja „Degustacja Velo — Kraków Galeria” zostanie skopiowana 3 razy.',
    confirmLabel: 'Powiel',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Destructive: Story = {
  args: {
    title: 'Anulować akcję?',
    message: 'Anulowanej akcji nie można już edytować.',
    confirmLabel: 'Anuluj akcję',
    cancelLabel: 'Wróć',
    destructive: true,
  },
};

export const Loading: Story = { args: { loading: true } };
