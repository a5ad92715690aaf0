// Which files of the widget remote a federated host downloads to show step 1, read from the remote's
// mf-manifest.json: the remote entry, the exposed module's synchronous chunks, and the synchronous
// chunks of every shared package the host does not provide itself (the remote's copy is used then).

/** The parts of mf-manifest.json this reads. */
export interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  shared: { name: string; assets: { js: { sync: string[] } } }[];
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** One downloaded file and why it is downloaded. */
export interface Step1File {
  file: string;
  reason: string;
}

/**
 * The step-1 files for a host that provides `hostShared` (package names) and renders `expose`. Lazy
 * (async) chunks are not step 1: later steps and other languages' catalogs load when needed.
 */
export function step1Files(
  manifest: FederationManifest,
  expose: string,
  hostShared: readonly string[],
): Step1File[] {
  const exposed = manifest.exposes.find((entry) => entry.name === expose);
  if (!exposed) throw new Error(`mf-manifest.json exposes no "${expose}"`);
  const entry = [manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name]
    .filter(Boolean)
    .join('/');
  const files: Step1File[] = [{ file: entry, reason: 'remote entry (federation runtime)' }];
  for (const file of exposed.assets.js.sync) files.push({ file, reason: `exposed ${expose}` });
  for (const shared of manifest.shared) {
    if (hostShared.includes(shared.name)) continue;
    for (const file of shared.assets.js.sync)
      files.push({ file, reason: `shared ${shared.name}, not in the host` });
  }
  // A chunk two packages share is downloaded once.
  const seen = new Set<string>();
  return files.filter(({ file }) => (seen.has(file) ? false : (seen.add(file), true)));
}
