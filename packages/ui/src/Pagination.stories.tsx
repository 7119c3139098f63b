import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { pageCount: 20, page: 0, onPageChange: fn(), marginPages: 2, pageRange: 5 },
  argTypes: {
    page: { control: { type: 'number', min: 0 } },
    pageCount: { control: { type: 'number', min: 1 } },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As on the actions page: 2 margin pages, a range of 5. */
export const ActionsPage: Story = {};

export const Middle: Story = { args: { page: 9 } };

export const LastPage: Story = { args: { page: 19 } };

/** The widget's own defaults: range 2, margin pages 3. */
export const WidgetDefaults: Story = { args: { marginPages: undefined, pageRange: undefined, page: 7 } };

export const FewPages: Story = { args: { pageCount: 3, page: 1 } };

export const Disabled: Story = { args: { disabled: true, page: 4 } };

export const Interactive: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return <Pagination {...args} page={page} onPageChange={setPage} />;
  },
};
