// The signed-in staff member's session, shared by the auth provider (which writes it)
// and the data provider (which reads the token). localStorage keeps the session across
// reloads and tabs; the server remains the judge of whether the token is still valid.
export const TOKEN_KEY = 'fie.admin.token';
export const STAFF_KEY = 'fie.admin.staff';

/** `mustChangePassword`: still the first start's one-time password (absent from sessions saved before it existed). */
export type Staff = { id: string; email: string; name: string; role: string; mustChangePassword?: boolean };

export const readToken = (): string | null => localStorage.getItem(TOKEN_KEY);

export const readStaff = (): Staff | null => {
  const raw = localStorage.getItem(STAFF_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Staff;
  } catch {
    // A hand-edited or half-written entry must not lock the user out of the console.
    return null;
  }
};

export const saveSession = (token: string, staff: Staff): void => {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(STAFF_KEY, JSON.stringify(staff));
};

export const saveStaff = (staff: Staff): void => localStorage.setItem(STAFF_KEY, JSON.stringify(staff));

export const clearSession = (): void => {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(STAFF_KEY);
};

/** The whole `Authorization` value: ra-data-simple-rest's contract sends the scheme with the token. */
export const bearer = (token: string): string => `Bearer ${token}`;
