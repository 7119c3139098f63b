import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InfoModal } from './InfoModal';

const meta = {
  title: 'Overlays/InfoModal',
  component: InfoModal,
  args: {
    opened: true,
    onClose: fn(),
    title: 'Informacja',
    children:
      'Akcje na liście zostały anulowane przez personel. Sprawdź statusy akcji i edytuj przypisane osoby.',
  },
} satisfies Meta<typeof InfoModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomButton: Story = { args: { buttonLabel: 'Rozumiem' } };

export const LongPolishText: Story = {
  args: {
    title: 'Zmiany w harmonogramie akcji promocyjnych na bieżący tydzień',
    children:
      'Zażółć gęślą jaźń. W związku z przesunięciem dostaw część akcji w województwie łódzkim i świętokrzyskim została anulowana przez personel. Sprawdź statusy wszystkich akcji zaplanowanych od poniedziałku do niedzieli, a następnie edytuj przypisane hostessy, aby każda lokalizacja miała obsadę. Jeśli lokalizacja nie ma nazwy ani miasta, popraw jej adres przed akceptacją.',
  },
};
