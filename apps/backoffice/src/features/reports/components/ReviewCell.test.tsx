import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ReviewCell } from './ReviewCell';

describe('ReviewCell', () => {
  it('shows the state in Polish and each signal with its explanation and the other action', () => {
    renderWithApp(
      <ReviewCell
        review={{
          state: 'pending',
          signals: [
            {
              kind: 'duplicate_photo',
              text: 'Zdjęcie (start) prawie identyczne ze zdjęciem akcji A-17 (start)',
              actions: [{ uuid: '7e3dab6f-b062-41a8-8c53-6f7a8b9c0d02', ident: 'A-17' }],
            },
            { kind: 'far_start', text: 'Rozpoczęta 1,2 km od lokalizacji (> 1 km)' },
          ],
        }}
      />,
    );
    expect(screen.getByTestId('review-state')).toHaveTextContent('Do weryfikacji');
    const list = screen.getByRole('list', { name: 'Sygnały' });
    const [duplicate, far] = within(list).getAllByRole('listitem');
    expect(duplicate).toHaveTextContent('Powtórzone zdjęcie');
    expect(duplicate).toHaveTextContent('prawie identyczne ze zdjęciem akcji A-17');
    expect(within(duplicate!).getByText('Akcja A-17')).toBeInTheDocument();
    expect(far).toHaveTextContent('Daleko od lokalizacji');
    expect(far).toHaveTextContent('1,2 km');
    expect(far).not.toHaveTextContent('Akcja');
  });

  it('names the other states and shows no signal list when there is none', () => {
    const { unmount } = renderWithApp(<ReviewCell review={{ state: 'fix', signals: [] }} />);
    expect(screen.getByTestId('review-state')).toHaveTextContent('Do poprawy');
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    renderWithApp(<ReviewCell review={{ state: 'accepted', signals: [] }} />);
    expect(screen.getByTestId('review-state')).toHaveTextContent('Zaakceptowany');
  });
});
