import { Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type NavItem } from './nav-items.ts';

/** The entries of a flyout menu (icon rail, horizontal navigation): one link per permitted screen. */
export function NavMenuItems({ items }: { items: readonly NavItem[] }) {
  return items.map((item) => (
    <Menu.Item key={item.route} component={Link} to={item.route} leftSection={<item.icon size={16} />}>
      {item.title}
    </Menu.Item>
  ));
}
