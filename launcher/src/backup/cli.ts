import { resolve } from 'node:path';
import { loadConfig } from '@fie/platform';
import { backup, restore } from './backup';

/**
 * `npm run backup -- <dir>`: an online copy of DATA_DIR while the marketplace serves.
 * `npm run restore -- <dir>`: that copy back into an empty DATA_DIR (the marketplace stopped).
 */
async function main() {
  const [command, dir] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !dir) {
    console.error('Usage: npm run backup -- <new folder>   |   npm run restore -- <backup folder>   (DATA_DIR says which marketplace)');
    process.exit(2);
  }
  // The secrets are the backup's own: loading the configuration must not make new ones in DATA_DIR.
  const config = loadConfig({ ...process.env, JWT_SECRET: 'x'.repeat(32), CODE_SECRET: 'x'.repeat(32) });
  const started = Date.now();
  if (command === 'backup') {
    const manifest = await backup(config.dataDir, resolve(dir));
    const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
    console.log(`Backed up ${config.dataDir} to ${resolve(dir)}: ${manifest.head} events, ${manifest.files.length} files, ${(bytes / 1e6).toFixed(1)} MB, in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    console.log('Keep it on another machine or disk than the data (a copy beside the data dies with it).');
  } else {
    const manifest = await restore(resolve(dir), config.dataDir);
    console.log(`Restored the backup of ${manifest.takenAt} (${manifest.head} events) into ${config.dataDir}; every file matched its checksum.`);
    console.log('Start the marketplace: the projectors catch up and rebuild the search index.');
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
