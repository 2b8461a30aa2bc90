/**
 * @jest-environment node
 *
 * The lock file and package.json describe one install: `npm ci` (CI) refuses a
 * lock that disagrees with package.json, and a trimmed lock leaves a fresh
 * clone dirty after `npm install`. These checks say which entry is wrong before
 * anyone installs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

type LockPackage = { version?: string; optional?: boolean; os?: string[]; engines?: { node?: string } };
type Lock = { packages: Record<string, LockPackage & { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }> };

const root = path.resolve(__dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lock;
const declared = { ...manifest.dependencies, ...manifest.devDependencies };

describe('package.json and package-lock.json', () => {
  it('pin every dependency to one exact version', () => {
    const ranges = Object.entries(declared).filter(([, version]) => semver.valid(version) === null);
    expect(ranges).toEqual([]);
  });

  it('name the same dependencies at the same versions', () => {
    const locked = lock.packages[''];
    expect(locked?.dependencies).toEqual(manifest.dependencies);
    expect(locked?.devDependencies).toEqual(manifest.devDependencies);
    const installed = Object.keys(declared).filter((name) => lock.packages[`node_modules/${name}`]?.version !== declared[name]);
    expect(installed).toEqual([]);
  });

  it('keep the optional binaries of every platform, as npm install writes them', () => {
    const platforms = new Set(Object.values(lock.packages).flatMap((entry) => (entry.optional ? (entry.os ?? []) : [])));
    expect([...platforms]).toEqual(expect.arrayContaining(['darwin', 'linux', 'win32']));
  });
});

describe('the Node.js versions package.json declares', () => {
  // The lowest version of each line the engines range admits (20.19.0, 22.16.0, 24.0.0, …).
  const lowest = manifest.engines.node.split('||').map((range) => semver.minVersion(range.trim())!.version);

  it('are the current release lines', () => {
    expect(lowest.map((version) => semver.major(version))).toEqual([20, 22, 24]);
  });

  it.each(lowest)('satisfy every locked package from Node %s on', (version) => {
    // A binary built for one platform (`os`) is optional and skipped elsewhere; its own range is its platform's affair.
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => !entry.os && entry.engines?.node && !semver.satisfies(version, entry.engines.node))
      .map(([name, entry]) => `${name.replace(/^.*node_modules\//, '')}@${entry.version} needs Node ${entry.engines!.node}`);
    expect(refusing).toEqual([]);
  });
});
