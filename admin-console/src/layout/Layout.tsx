import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, Logout, UserMenu } from 'react-admin';
import type { Theme } from '@mui/material/styles';
import { ChangePasswordMenuItem } from '../change-password';

const FieUserMenu = () => (
  <UserMenu>
    <ChangePasswordMenuItem />
    <Logout />
  </UserMenu>
);

const FieAppBar = () => <AppBar userMenu={<FieUserMenu />} />;

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

/** react-admin's layout, with the staff member's own account (change password) in the user menu. */
export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={FieAppBar} sx={phoneFit}>
    {children}
  </RaLayout>
);
