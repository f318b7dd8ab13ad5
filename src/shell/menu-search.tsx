import { useEffect, useState } from 'react';
import { Combobox, ScrollArea, TextInput, useCombobox } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { IconSearch } from '../components/icons.tsx';
import { searchNavItems, type NavItem } from './nav-items.ts';
import { useT } from '../i18n/translate.ts';
import { shellMessages } from './messages/index.ts';

/**
 * The sidebar's menu search (docs/product/02-screens.md §2.5): titles starting with the typed text, keyboard
 * navigable.
 */
export function MenuSearch({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const t = useT(shellMessages);
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const results = searchNavItems(items, text);

  // The options of the new text exist only after this render, so the first one is selected afterwards.
  useEffect(() => {
    if (text.trim()) combobox.selectFirstOption();
  }, [text, combobox]);

  return (
    <Combobox
      store={combobox}
      // the results exist while open only (a kept, hidden list is positioned as the shell mounts, for nothing)
      keepMounted={false}
      onOptionSubmit={(route) => {
        combobox.closeDropdown();
        setText('');
        onNavigate?.();
        void navigate({ to: route });
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          aria-label={t('searchMenu')}
          role="combobox"
          placeholder={t('searchMenuPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          {/* docs/product/09-constants.md §9.3: the results area is at most 250 px high and scrolls beyond that */}
          <ScrollArea.Autosize mah={250} type="auto" className="bo-search-results">
            {results.length > 0 ? (
              results.map((item) => (
                <Combobox.Option value={item.route} key={item.route}>
                  {item.title}
                </Combobox.Option>
              ))
            ) : (
              <Combobox.Empty>{text.trim() ? t('searchNoMatch') : t('searchTypeSomething')}</Combobox.Empty>
            )}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
