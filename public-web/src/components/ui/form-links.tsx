import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

/** The links under an account form (Login, Register, Forgot Password…), spread across its width, wrapping on a phone. */
export function FormLinks({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      {children}
    </Stack>
  );
}
