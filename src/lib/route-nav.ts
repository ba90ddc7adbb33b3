/**
 * The strips of links drawn from the route table (000 §1, 002 §2.1, §2.8): the header's menu,
 * the /manage tabs and the management centre's tabs. Each route entry that is an item of a
 * strip says so (`nav`: its strip, its key and, where the item's rule differs from the route's,
 * that rule by name); the app hands the items down (NavItemsContext, provided with the router by
 * src/app/route-table.tsx) and each strip keeps those the signed-in user's rules allow, in the
 * table's order. No strip lists addresses or rules of its own.
 */
import { createContext, useContext } from 'react';
import { allowsNavItem, type NavAccessName, type NavUser, type RouteAccessName } from './access';
import type { NavStrip, RouteRule } from './route-access';

export interface NavItem {
  strip: NavStrip;
  key: string;
  /** the route's address (a strip's routes have no parameters) */
  href: string;
  /** the route's access rule */
  access: RouteAccessName;
  /** the item's own rule, where it differs from the route's */
  navAccess?: NavAccessName;
}

/** The items of every strip, in the table's order. */
export function navItemsOf(table: readonly RouteRule[]): NavItem[] {
  return table.flatMap((entry) =>
    entry.nav ? [{ strip: entry.nav.strip, key: entry.nav.key, href: entry.path, access: entry.access, navAccess: entry.nav.access }] : [],
  );
}

/**
 * The items of one strip the user's rules allow. Before the user is known, the items that follow
 * their route's rule (a strip is drawn on a page whose guard has let the user in by it), without
 * those that have a rule of their own.
 */
export function navItemsFor(items: readonly NavItem[], strip: NavStrip, user: NavUser | null | undefined): NavItem[] {
  return items.filter((item) => item.strip === strip && (user ? allowsNavItem(item, user) : !item.navAccess));
}

export const NavItemsContext = createContext<readonly NavItem[]>([]);

/** The items of one strip the signed-in user sees. */
export function useNavItems(strip: NavStrip, user: NavUser | null | undefined): NavItem[] {
  return navItemsFor(useContext(NavItemsContext), strip, user);
}
