import { fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { type LoadSuggestions, SearchBox, type SearchBoxProps, type Suggestion } from '../../index';
import { axeViolations } from '../../test/axe';
import { advanceTimers, fakeTimerUser, installFakeTimers, restoreRealTimers } from '../../test/fakeTimers';
import { hotWords, sampleSuggestions } from '../../test/fixtures';
import { act, render, screen, within } from '../../test/render';

/** Suggestions whose text starts with what was typed, answered at once. */
function loader() {
  return vi.fn<LoadSuggestions>(async (text) => sampleSuggestions.filter((s) => s.text.startsWith(text)));
}

type SetupProps = Partial<Omit<SearchBoxProps, 'loadSuggestions'>> & {
  loadSuggestions?: Mock<LoadSuggestions>;
};

function setup({ loadSuggestions = loader(), ...props }: SetupProps = {}) {
  const onSearch = vi.fn();
  const view = render(
    <SearchBox label="搜索药品" loadSuggestions={loadSuggestions} onSearch={onSearch} {...props} />,
    { user: fakeTimerUser },
  );
  return { ...view, loadSuggestions, onSearch, input: screen.getByRole('combobox', { name: '搜索药品' }) };
}

/** A SearchBox whose text lives in the parent, as in the header's search bar. */
function ControlledSearchBox({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('板蓝根');
  return (
    <SearchBox
      label="搜索药品"
      loadSuggestions={loader()}
      onSearch={() => {}}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

const optionTexts = () => screen.queryAllByRole('option').map((option) => option.firstChild?.textContent);

describe('SearchBox', () => {
  beforeEach(installFakeTimers);
  afterEach(restoreRealTimers);

  it('is a labelled, collapsed combobox that controls a listbox', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(document.getElementById(input.getAttribute('aria-controls')!)).toHaveAttribute('role', 'listbox');
  });

  it('shows 搜索中... and loads suggestions 500 ms after typing stops', async () => {
    const { user, input, loadSuggestions } = setup();
    await user.type(input, '阿莫');
    expect(screen.getByRole('status')).toHaveTextContent('搜索中...');
    await advanceTimers(499);
    expect(loadSuggestions).not.toHaveBeenCalled();
    await advanceTimers(1);
    expect(loadSuggestions).toHaveBeenCalledExactlyOnceWith('阿莫', expect.any(AbortSignal));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(optionTexts()).toEqual(['阿莫西林胶囊', '阿莫西林颗粒', '阿莫西林克拉维酸钾片']);
    expect(screen.getByRole('option', { name: /阿莫西林胶囊/ })).toHaveTextContent('石药集团');
  });

  it('loads only the text after the last keystroke, trimmed', async () => {
    const { user, input, loadSuggestions } = setup();
    await user.type(input, ' 阿');
    await advanceTimers(300);
    await user.type(input, '莫 ');
    await advanceTimers(500);
    expect(loadSuggestions).toHaveBeenCalledExactlyOnceWith('阿莫', expect.any(AbortSignal));
  });

  it('aborts the previous load when typing goes on, and ignores its late answer', async () => {
    let answerFirst: (items: Suggestion[]) => void = () => {};
    const loadSuggestions = vi.fn<LoadSuggestions>((text) =>
      text === '阿'
        ? new Promise((resolve) => {
            answerFirst = resolve;
          })
        : Promise.resolve([{ text: '阿莫西林胶囊' }]),
    );
    const { user, input } = setup({ loadSuggestions });
    await user.type(input, '阿');
    await advanceTimers(500);
    const firstSignal = loadSuggestions.mock.calls[0]![1];
    await user.type(input, '莫');
    expect(firstSignal.aborted).toBe(true);
    await advanceTimers(500);
    await act(async () => answerFirst([{ text: '阿胶' }]));
    expect(optionTexts()).toEqual(['阿莫西林胶囊']);
  });

  it('says 暂无数据 when nothing matches or the load fails', async () => {
    const loadSuggestions = vi.fn<LoadSuggestions>(async (text) => {
      if (text === '出错') throw new Error('网络错误');
      return [];
    });
    const { user, input } = setup({ loadSuggestions });
    await user.type(input, '维生素');
    await advanceTimers(500);
    expect(screen.getByRole('status')).toHaveTextContent('暂无数据');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.clear(input);
    await user.type(input, '出错');
    await advanceTimers(500);
    expect(screen.getByRole('status')).toHaveTextContent('暂无数据');
  });

  it('reuses a list for the same text younger than 5000 ms and refreshes an older one', async () => {
    const { user, input, loadSuggestions } = setup();
    await user.type(input, '阿莫');
    await advanceTimers(500);
    await user.type(input, '西');
    await advanceTimers(500);
    await user.type(input, '{Backspace}');
    await advanceTimers(500);
    expect(loadSuggestions.mock.calls.map(([text]) => text)).toEqual(['阿莫', '阿莫西']);
    expect(optionTexts()).toHaveLength(3);

    await advanceTimers(5000);
    await user.type(input, '西{Backspace}');
    await advanceTimers(500);
    expect(loadSuggestions.mock.calls.map(([text]) => text)).toEqual(['阿莫', '阿莫西', '阿莫']);
  });

  it('closes on empty text and forgets the stored lists', async () => {
    const { user, input, loadSuggestions } = setup();
    await user.type(input, '阿莫');
    await advanceTimers(500);
    await user.clear(input);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.type(input, '阿莫');
    await advanceTimers(500);
    expect(loadSuggestions).toHaveBeenCalledTimes(2);
  });

  it('moves the highlight with ArrowDown and ArrowUp, wrapping at the ends', async () => {
    const { user, input } = setup();
    await user.type(input, '阿莫');
    await advanceTimers(500);
    const options = screen.getAllByRole('option');
    const highlighted = () => options.findIndex((option) => option.getAttribute('aria-selected') === 'true');
    expect(highlighted()).toBe(-1);
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe(0);
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlighted()).toBe(2);
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe(0);
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toBe(2);
    expect(input).toHaveFocus();
  });

  it('searches the highlighted suggestion on Enter', async () => {
    const { user, input, onSearch } = setup();
    await user.type(input, '阿莫');
    await advanceTimers(500);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('阿莫西林颗粒');
    expect(input).toHaveValue('阿莫西林颗粒');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches the typed text, trimmed, on Enter, and does nothing for blank text', async () => {
    const { user, input, onSearch } = setup();
    await user.type(input, '   {Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    await user.type(input, ' 布洛芬 {Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('布洛芬');
  });

  it('does not search on the Enter that confirms an IME composition', async () => {
    const { user, input, onSearch } = setup();
    await user.type(input, 'amxl');
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('amxl');
  });

  it('searches a suggestion when it is clicked', async () => {
    const { user, input, onSearch } = setup();
    await user.type(input, '阿莫');
    await advanceTimers(500);
    await user.click(screen.getByRole('option', { name: /阿莫西林克拉维酸钾片/ }));
    expect(onSearch).toHaveBeenCalledWith('阿莫西林克拉维酸钾片');
    expect(input).toHaveValue('阿莫西林克拉维酸钾片');
  });

  it('closes on Escape and reopens with ArrowDown', async () => {
    const { user, input } = setup();
    await user.type(input, '阿莫');
    await advanceTimers(500);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers the hot words when focused with empty text', async () => {
    const { user, input, onSearch, loadSuggestions } = setup({ hotWords });
    await user.click(input);
    const listbox = screen.getByRole('listbox', { name: '热门搜索' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(hotWords.length);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSearch).toHaveBeenCalledWith('999感冒灵');
    expect(loadSuggestions).not.toHaveBeenCalled();
  });

  it('does not open on focus without hot words', async () => {
    const { user, input } = setup();
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows a controlled value', async () => {
    const onValueChange = vi.fn();
    const { user } = render(<ControlledSearchBox onValueChange={onValueChange} />, { user: fakeTimerUser });
    const input = screen.getByRole('combobox');
    expect(input).toHaveValue('板蓝根');
    await user.type(input, '颗粒');
    expect(onValueChange).toHaveBeenLastCalledWith('板蓝根颗粒');
    expect(input).toHaveValue('板蓝根颗粒');
  });
});

describe('SearchBox accessibility', () => {
  it('has no axe violations with suggestions open', async () => {
    const { user, container } = render(
      <SearchBox label="搜索药品" loadSuggestions={loader()} onSearch={() => {}} debounceMs={0} />,
    );
    await user.type(screen.getByRole('combobox'), '阿莫{ArrowDown}');
    await screen.findAllByRole('option');
    expect(await axeViolations(container)).toEqual([]);
  });
});
