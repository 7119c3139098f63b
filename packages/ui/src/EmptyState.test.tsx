import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';
import { render, screen } from './test-utils';

describe('EmptyState', () => {
  it.each([
    ['photos', 'Brak zdjęć'],
    ['answers', 'Brak odpowiedzi'],
    ['none', 'Brak'],
  ] as const)('%s says %s', (kind, text) => {
    render(<EmptyState kind={kind} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('takes its own text and an inline form for table cells', () => {
    render(
      <>
        <EmptyState description="Hostessa nie wypełniła ankiety.">Brak ankiety</EmptyState>
        <EmptyState inline />
      </>,
    );
    expect(screen.getByText('Brak ankiety')).toBeInTheDocument();
    expect(screen.getByText('Hostessa nie wypełniła ankiety.')).toBeInTheDocument();
    expect(screen.getByText('Brak').tagName).toBe('SPAN');
  });
});
