// The real small-business websites in ../shared/sites (beside the repository; SHARED_SITES_DIR overrides, and a
// clone elsewhere on the same machine finds /work/shared/sites). Tests reading them run only where they exist:
// a clone without them skips those cases and says so once, rather than failing on a missing file.
import fs from 'node:fs';
import path from 'node:path';

export const SHARED_SITES: string | undefined = [
  process.env.SHARED_SITES_DIR,
  path.resolve(__dirname, '../../../shared/sites'),
  '/work/shared/sites',
].find((dir): dir is string => !!dir && fs.existsSync(dir));

if (!SHARED_SITES) console.warn('../shared/sites not found (set SHARED_SITES_DIR): tests on real websites are skipped');

/** The folder of one shared site; only call it inside a case guarded by `withSharedSites`. */
export const sharedSite = (name: string): string => path.join(SHARED_SITES!, name);

/** `it` where the shared sites exist, `it.skip` elsewhere. */
export const itWithSharedSites: jest.It = SHARED_SITES ? it : it.skip;
