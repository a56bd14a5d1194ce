import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from '../../src/components/shared/status-views.tsx';

describe('LoadError', () => {
  it('offers a retry that calls back', async () => {
    const onRetry = vi.fn();
    render(<LoadError title="Nem sikerült betölteni a túraprogramot." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Nem sikerült betölteni a túraprogramot.');
    await userEvent.click(screen.getByRole('button', { name: 'Újrapróbálom' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows that a retry is under way and ignores further taps', async () => {
    const onRetry = vi.fn();
    render(<LoadError title="Nem sikerült betölteni a túraprogramot." onRetry={onRetry} retrying />);
    const button = screen.getByRole('button', { name: 'Újra próbálkozom…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
