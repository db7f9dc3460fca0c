import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, Logout, UserMenu } from 'react-admin';
import { ChangePasswordMenuItem } from '../change-password';

const FieUserMenu = () => (
  <UserMenu>
    <ChangePasswordMenuItem />
    <Logout />
  </UserMenu>
);

const FieAppBar = () => <AppBar userMenu={<FieUserMenu />} />;

/** react-admin's layout, with the staff member's own account (change password) in the user menu. */
export const Layout = ({ children }: { children: ReactNode }) => <RaLayout appBar={FieAppBar}>{children}</RaLayout>;
