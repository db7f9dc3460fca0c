import type { ReactNode } from 'react';
import GavelIcon from '@mui/icons-material/Gavel';
import { AppBar, Layout as RaLayout, Logout, Menu, TitlePortal, UserMenu, useGetIdentity } from 'react-admin';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ChangePasswordMenuItem } from '../change-password';
import { disputesLocation } from '../payments/paymentFilters';

/**
 * From the sm breakpoint up, react-admin's user menu shows the staff member's name but names the button
 * "Profile"; a name that does not contain the words on the button fails WCAG 2.5.3 (label in name), so it
 * says both. Below it the button is an icon, named "Profile" alone.
 */
const FieUserMenu = () => {
  const { identity } = useGetIdentity();
  const showsName = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  return (
    <UserMenu label={showsName && identity?.fullName ? `Profile: ${identity.fullName}` : 'Profile'}>
      <ChangePasswordMenuItem />
      <Logout />
    </UserMenu>
  );
};

/** The screen's title, in the app bar, is its one h1 (react-admin draws it as an h6). */
const FieAppBar = () => (
  <AppBar userMenu={<FieUserMenu />}>
    <TitlePortal component="h1" variant="h6" />
  </AppBar>
);

/**
 * On a phone (360 px), the page itself never scrolls sideways. react-admin's layout is as wide as its widest
 * content (min-width: fit-content), so one wide table widened the whole page; below the sm breakpoint the layout
 * and its content may shrink to the screen instead, and a table too wide for it scrolls inside its own wrapper.
 */
const phoneFit = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    minWidth: 0,
    '& .RaLayout-content, & .RaList-main, & .RaList-content, & .RaShow-main, & .RaShow-card, & .MuiCard-root': { minWidth: 0, maxWidth: '100%' },
    '& .RaDataTable-tableWrapper, & .RaDatagrid-tableWrapper': { overflowX: 'auto' },
    '& .RaListToolbar-root, & .RaTopToolbar-root': { flexWrap: 'wrap' },
    '& .RaFilterForm-root': { minWidth: 0, maxWidth: '100%' },
  },
});

/**
 * The dashboard and every resource (react-admin's own menu), then the staff queue of disputed payments: the payments list filtered to the disputed ones,
 * one click from the menu rather than a filter to remember.
 */
const FieMenu = () => (
  <Menu>
    <Menu.DashboardItem />
    <Menu.ResourceItems />
    <Menu.Item to={disputesLocation} primaryText="Disputes" leftIcon={<GavelIcon />} />
  </Menu>
);

/** react-admin's layout, with the staff member's own account (change password) in the user menu. */
export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={FieAppBar} menu={FieMenu} sx={phoneFit}>
    {children}
  </RaLayout>
);
