import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { PageLoader } from '../../components/ui/page-loader';
import { DialogsContext, type AccountDialogName, type DialogsApi } from './dialogs-context';
import { isLowData } from '../../lib/low-data';

/**
 * One dialog state for the whole site, so only one of the login, register and forgot-password
 * dialogs can be open at a time: opening one replaces the other. The dialogs' code (and zod with it)
 * loads on first open, which keeps the first page light.
 */
type OpenDialog = { name: AccountDialogName; email?: string } | null;

const loadLogin = () => import('./components/login-dialog');
const loadRegister = () => import('./components/register-dialog');
const loadForgot = () => import('./components/forgot-password-dialog');
const LoginDialog = lazy(() => loadLogin().then((m) => ({ default: m.LoginDialog })));
const RegisterDialog = lazy(() => loadRegister().then((m) => ({ default: m.RegisterDialog })));
const ForgotPasswordDialog = lazy(() => loadForgot().then((m) => ({ default: m.ForgotPasswordDialog })));

/** Start fetching the dialogs' code when a pointer or focus gets near a Login button. */
export function preloadAccountDialogs() {
  // Fetching ahead of need spends data the person may not want to spend.
  if (isLowData()) return;
  void loadLogin();
  void loadRegister();
}

export function AccountDialogsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const open = useCallback<DialogsApi['open']>((name, options) => setDialog({ name, email: options?.email }), []);
  const close = useCallback(() => setDialog(null), []);
  const value = useMemo(() => ({ current: dialog?.name ?? null, open, close }), [dialog, open, close]);

  return (
    <DialogsContext.Provider value={value}>
      {children}
      <Suspense fallback={<PageLoader />}>
        {dialog?.name === 'login' ? <LoginDialog key={dialog.email ?? 'login'} email={dialog.email} /> : null}
        {dialog?.name === 'register' ? <RegisterDialog /> : null}
        {dialog?.name === 'forgot' ? <ForgotPasswordDialog email={dialog.email} /> : null}
      </Suspense>
    </DialogsContext.Provider>
  );
}
