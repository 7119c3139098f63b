import { describe, expect, it, vi } from 'vitest';
import { PhotoLightbox } from './PhotoLightbox';
import { fireEvent, render, screen } from './test-utils';

const PHOTOS = [
  { src: 'data:image/png;base64,AA', label: 'Przed ułożeniem ekspozycji' },
  { src: 'data:image/png;base64,BB', label: 'Po ułożeniu ekspozycji' },
];

describe('PhotoLightbox', () => {
  it('steps through photos with their labels and a counter', () => {
    render(<PhotoLightbox photos={PHOTOS} opened onClose={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Przed ułożeniem ekspozycji' })).toBeInTheDocument();
    expect(screen.getByText('1 z 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Poprzednie zdjęcie' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Następne zdjęcie' }));
    expect(screen.getByRole('img', { name: 'Po ułożeniu ekspozycji' })).toBeInTheDocument();
    expect(screen.getByText('2 z 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Następne zdjęcie' })).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('img', { name: 'Po ułożeniu ekspozycji' }), { key: 'ArrowLeft' });
    expect(screen.getByText('1 z 2')).toBeInTheDocument();
  });

  it("says 'Brak zdjęć' without photos and closes with its close button", () => {
    const onClose = vi.fn();
    render(<PhotoLightbox photos={[]} opened onClose={onClose} />);
    expect(screen.getByText('Brak zdjęć')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('lets the caller draw each photo, with the size and text alternative of the lightbox', () => {
    const drawn: number[] = [];
    render(
      <PhotoLightbox
        photos={[{ label: 'Paragony 1' }, { label: 'Paragony 2' }]}
        opened
        onClose={vi.fn()}
        startIndex={1}
        renderImage={(index, image) => {
          drawn.push(index);
          return <span role="img" aria-label={image.alt} data-h={String(image.h)} />;
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Paragony 2' })).toHaveAttribute('data-h', 'min(70vh, 640px)');
    fireEvent.keyDown(screen.getByRole('img', { name: 'Paragony 2' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('img', { name: 'Paragony 1' })).toBeInTheDocument();
    expect(screen.getByText('1 z 2')).toBeInTheDocument();
    expect(new Set(drawn)).toEqual(new Set([0, 1]));
  });
});
