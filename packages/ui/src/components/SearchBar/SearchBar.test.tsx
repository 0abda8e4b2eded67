import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBar, type SearchBarProps } from '../../index';
import { axeViolations } from '../../test/axe';
import { advanceTimers, fakeTimerUser, installFakeTimers, restoreRealTimers } from '../../test/fakeTimers';
import { hotWords, sampleLogo, sampleSuggestions } from '../../test/fixtures';
import { render, screen } from '../../test/render';

describe('SearchBar', () => {
  it('trims the search text and searches drugs by default', async () => {
    const onSearch = vi.fn();
    const { user } = render(<SearchBar onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox', { name: '搜索药品' }), '  阿莫西林胶囊  {Enter}');
    expect(onSearch).toHaveBeenCalledWith('阿莫西林胶囊', 0);
  });

  it('searches manufacturers (type 1) after toggling to 厂家', async () => {
    const onSearch = vi.fn();
    const onSearchTypeChange = vi.fn();
    const { user } = render(<SearchBar onSearch={onSearch} onSearchTypeChange={onSearchTypeChange} />);
    await user.click(screen.getByRole('button', { name: '厂家' }));
    expect(onSearchTypeChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: '厂家' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByRole('searchbox', { name: '搜索厂家' }), '华北制药');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenCalledWith('华北制药', 1);
  });

  it('says in data-state whether it is pinned to the top (after 205 px of scroll, spec §9)', () => {
    const onSearch = vi.fn();
    const { container, rerender } = render(<SearchBar onSearch={onSearch} />);
    const root = container.querySelector('[data-ui="SearchBar"]');
    expect(root).toHaveAttribute('data-state', 'static');
    rerender(<SearchBar onSearch={onSearch} fixed />);
    expect(root).toHaveAttribute('data-state', 'fixed');
  });

  it('follows a controlled search type', async () => {
    const onSearchTypeChange = vi.fn();
    const { user } = render(
      <SearchBar onSearch={() => {}} searchType={1} onSearchTypeChange={onSearchTypeChange} />,
    );
    await user.click(screen.getByRole('button', { name: '药品' }));
    expect(onSearchTypeChange).toHaveBeenCalledWith(0);
    expect(screen.getByRole('button', { name: '厂家' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches for a hot word when it is pressed', async () => {
    const onSearch = vi.fn();
    const { user } = render(<SearchBar onSearch={onSearch} hotWords={hotWords} />);
    await user.click(screen.getByRole('button', { name: '板蓝根颗粒' }));
    expect(onSearch).toHaveBeenCalledWith('板蓝根颗粒', 0);
    expect(screen.getByRole('searchbox')).toHaveValue('板蓝根颗粒');
  });

  it('links the logo home', () => {
    render(<SearchBar onSearch={() => {}} logoSrc={sampleLogo} />);
    expect(screen.getByRole('link', { name: '药采首页' })).toHaveAttribute('href', '/');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <SearchBar onSearch={() => {}} logoSrc={sampleLogo} title="药品采购批发平台" hotWords={hotWords} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  describe('with loadSuggestions', () => {
    beforeEach(installFakeTimers);
    afterEach(restoreRealTimers);

    function setup() {
      const onSearch = vi.fn();
      const loadSuggestions = vi.fn<NonNullable<SearchBarProps['loadSuggestions']>>(async (text) =>
        sampleSuggestions.filter((s) => s.text.startsWith(text)),
      );
      const view = render(<SearchBar onSearch={onSearch} loadSuggestions={loadSuggestions} />, {
        user: fakeTimerUser,
      });
      return { ...view, onSearch, loadSuggestions };
    }

    it('suggests after typing stops and searches the chosen suggestion with the type', async () => {
      const { user, onSearch, loadSuggestions } = setup();
      await user.type(screen.getByRole('combobox', { name: '搜索药品' }), '阿莫');
      await advanceTimers(500);
      expect(loadSuggestions).toHaveBeenCalledWith('阿莫', expect.any(AbortSignal), 0);
      await user.keyboard('{ArrowDown}{Enter}');
      expect(onSearch).toHaveBeenCalledExactlyOnceWith('阿莫西林胶囊', 0);
    });

    it('asks for manufacturer suggestions after toggling to 厂家', async () => {
      const { user, loadSuggestions } = setup();
      await user.click(screen.getByRole('button', { name: '厂家' }));
      await user.type(screen.getByRole('combobox', { name: '搜索厂家' }), '石药');
      await advanceTimers(500);
      expect(loadSuggestions).toHaveBeenCalledWith('石药', expect.any(AbortSignal), 1);
    });

    it('still searches the typed text from the 搜索 button', async () => {
      const { user, onSearch } = setup();
      await user.type(screen.getByRole('combobox'), ' 布洛芬 ');
      await user.click(screen.getByRole('button', { name: '搜索' }));
      expect(onSearch).toHaveBeenCalledExactlyOnceWith('布洛芬', 0);
    });
  });
});
