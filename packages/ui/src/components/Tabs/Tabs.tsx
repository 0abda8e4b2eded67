import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { Content, List, Trigger } from './Tabs.styles';

/** One tab: its trigger label and its panel. */
export interface TabItem {
  /** Stable value, e.g. `detail`; also what `value` and `onValueChange` carry. */
  value: string;
  /** Trigger text, e.g. 商品详情. */
  label: ReactNode;
  /** Panel content, rendered only while the tab is active. */
  content: ReactNode;
  /** The tab cannot be chosen. @default false */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs in order. */
  items: TabItem[];
  /** Accessible name of the tab list, e.g. 商品信息. */
  label: string;
  /** The active tab, when controlled. */
  value?: string;
  /** The tab active first when uncontrolled. @default the first tab */
  defaultValue?: string;
  /** Called when the buyer chooses another tab. */
  onValueChange?: (value: string) => void;
}

/**
 * Tabs over Radix (arrow keys move between triggers, Home/End jump, roles and `aria-selected` are
 * Radix's), in the site's look. Controlled and uncontrolled as Radix is.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange }: TabsProps) {
  return (
    <RadixTabs.Root
      data-ui="Tabs"
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      onValueChange={onValueChange}
    >
      <List aria-label={label}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <Content key={item.value} value={item.value}>
          {item.content}
        </Content>
      ))}
    </RadixTabs.Root>
  );
}
