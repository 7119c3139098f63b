import { Table } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { kind: 'photos' },
  argTypes: { kind: { control: 'inline-radio', options: ['photos', 'answers', 'none'] } },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoPhotos: Story = {};

export const NoAnswers: Story = { args: { kind: 'answers' } };

export const Nothing: Story = { args: { kind: 'none' } };

/** The empty hostess comment in a report table cell. */
export const InlineInTable: Story = {
  args: { kind: 'none', inline: true },
  render: (args) => (
    <Table withTableBorder maw={420}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row">Komentarz</Table.Th>
          <Table.Td>
            <EmptyState {...args} />
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  ),
};

export const LongPolishText: Story = {
  args: {
    kind: 'answers',
    description:
      'Hostessa nie wypełniła jeszcze ankiety po zakończeniu akcji. Odpowiedzi pojawią się tutaj, gdy akcja zostanie zakończona w aplikacji.',
  },
};
