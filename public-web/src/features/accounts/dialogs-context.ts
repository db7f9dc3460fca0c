import { createContext, useContext } from 'react';

/** The one open account dialog, shared by the provider and the dialogs (kept apart to avoid an import cycle). */
export type AccountDialogName = 'login' | 'register' | 'forgot';
export type DialogsApi = {
  current: AccountDialogName | null;
  open: (name: AccountDialogName, options?: { email?: string }) => void;
  close: () => void;
};

export const DialogsContext = createContext<DialogsApi | null>(null);

export function useAccountDialogs(): DialogsApi {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useAccountDialogs must be used inside <AccountDialogsProvider>');
  return dialogs;
}
