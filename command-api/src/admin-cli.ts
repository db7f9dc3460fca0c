import { DomainError, staffRoles } from '@fie/domain';
import { createLogger, loadConfig, PersonalDataVault, PublicOrigin } from '@fie/platform';
import { createStores, oneShotConnect, oneShotFailure, waitOption } from '@fie/stores';
import { createStaffByOperator, resetPasswordByOperator } from './staff/staff-management';

const usage = `Usage:
  npm run admin -- create <email> <${staffRoles.join('|')}> [--wait <seconds>]
  npm run admin -- reset-password <email> [--wait <seconds>]
Engines that do not answer within --wait seconds (60 by default) end it with exit 1, having changed nothing.`;

const wait = waitOption(process.argv.slice(2));

/**
 * The operator's way back into a console they are locked out of. It opens the stores itself, so it works
 * whether the marketplace is stopped or running (a running one's projectors see the new event within a
 * poll), and it prints the one-time password, which is never stored in the clear.
 */
async function main() {
  const [command, email, role] = wait.rest;
  if (wait.error) console.error(wait.error);
  if (wait.error || !email || (command !== 'create' && command !== 'reset-password') || (command === 'create' && !role)) {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const stores = await createStores(config.stores, oneShotConnect(wait.waitS));
  const deps = {
    ...stores,
    vault: new PersonalDataVault(stores.documents),
    logger: createLogger(config.logLevel, 'admin'),
    secrets: config.secrets,
    supportEmail: config.supportEmail,
    publicOrigin: new PublicOrigin(config.publicUrl),
    now: () => new Date(),
  };
  try {
    const done = command === 'create' ? await createStaffByOperator(deps, email, role) : await resetPasswordByOperator(deps, email);
    process.stdout.write(
      [
        '',
        command === 'create' ? `  Staff member created (${(done as { role: string }).role}).` : '  Password reset.',
        `    email:    ${done.email}`,
        `    password: ${done.password}`,
        '  This one-time password is shown once and is not stored anywhere in the clear.',
        '  Sign in to the admin console (/admin) and change it: the console reminds you until you do.',
        'disabled' in done && done.disabled ? '  Note: this account is disabled; an administrator must enable it before it can sign in.' : '',
        '',
      ].join('\n'),
    );
  } finally {
    await stores.close();
  }
}

main().catch((error) => {
  if (error instanceof DomainError) {
    const fields = error.errors ? Object.entries(error.errors).map(([f, m]) => `  ${f}: ${m}`) : [];
    console.error([error.message, ...fields].join('\n'));
  } else console.error(oneShotFailure(error, wait.waitS));
  process.exit(1);
});
