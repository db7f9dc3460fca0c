import { Typography } from '@mui/material';
import { Login, LoginForm, PasswordInput, TextInput, required } from 'react-admin';

// Declared outside the component so react-hook-form sees the same validators on every render.
const validateRequired = [required()];

/**
 * react-admin's login card with an email field (our API signs staff in by email) and a hint for
 * the very first start: there is no sign-up, the server creates the administrator and prints a
 * one-time password in its terminal. The page is a main landmark, and says what it is in its one h1.
 */
export const LoginPage = () => (
  <Login role="main">
    <Typography component="h1" variant="h6" sx={{ textAlign: 'center', px: 2 }}>
      Fie admin: staff sign-in
    </Typography>
    <LoginForm>
      <TextInput autoFocus source="email" type="email" label="Email" autoComplete="email" validate={validateRequired} />
      <PasswordInput source="password" label="Password" autoComplete="current-password" validate={validateRequired} />
    </LoginForm>
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2, maxWidth: 300 }}>
      First start? The administrator&apos;s email and one-time password were printed in the server&apos;s terminal.
    </Typography>
  </Login>
);
