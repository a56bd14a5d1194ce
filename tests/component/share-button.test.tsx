/**
 * "Megosztás": the device's share sheet where there is one, the clipboard
 * otherwise, and always something the visitor can see.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from '../../src/components/shared/share-button.tsx';

/** Call after userEvent.setup(), which puts its own clipboard stub on navigator. */
function setNavigator(values: Partial<Record<'share' | 'clipboard', unknown>>) {
  for (const [key, value] of Object.entries(values)) {
    Object.defineProperty(navigator, key, { configurable: true, value });
  }
}

afterEach(() => {
  // Back to jsdom's own navigator: neither property exists there.
  for (const key of ['share', 'clipboard']) Reflect.deleteProperty(navigator, key);
});

describe('ShareButton', () => {
  it('hands title and address to the Web Share API when the device has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    const user = userEvent.setup();
    setNavigator({ share, clipboard: { writeText } });
    render(<ShareButton title="Szádelői-völgy" url="https://turak.example.hu/program7/" />);

    await user.click(screen.getByRole('button', { name: 'Megosztás' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Szádelői-völgy',
      text: undefined,
      url: 'https://turak.example.hu/program7/',
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('copies the current address and confirms it where there is no Web Share API', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    setNavigator({ clipboard: { writeText } });
    render(<ShareButton title="Éves program 2025" />);

    await user.click(screen.getByRole('button', { name: 'Megosztás' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByRole('status')).toHaveTextContent('A link a vágólapra került.');
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    const writeText = vi.fn();
    const user = userEvent.setup();
    setNavigator({ share, clipboard: { writeText } });
    render(<ShareButton title="x" />);

    await user.click(screen.getByRole('button', { name: 'Megosztás' }));
    expect(share).toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('falls back to the clipboard when sharing is refused for another reason', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    setNavigator({ share, clipboard: { writeText } });
    render(<ShareButton title="x" url="https://turak.example.hu/" />);

    await user.click(screen.getByRole('button', { name: 'Megosztás' }));
    expect(await screen.findByText('A link a vágólapra került.')).toBeVisible();
  });

  it('shows the link to copy by hand when there is no clipboard either', async () => {
    const user = userEvent.setup();
    setNavigator({ clipboard: undefined });
    render(<ShareButton title="x" url="https://turak.example.hu/program7/" />);

    await user.click(screen.getByRole('button', { name: 'Megosztás' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Nem sikerült a vágólapra másolni. A link: https://turak.example.hu/program7/',
    );
  });

  it('is a real button, reachable and usable from the keyboard', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    setNavigator({ clipboard: { writeText } });
    render(<ShareButton title="x" url="https://turak.example.hu/" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Megosztás' })).toHaveFocus();
    await user.keyboard(' ');
    expect(writeText).toHaveBeenCalledWith('https://turak.example.hu/');
  });
});
