// The Node the project runs on is package.json's `engines.node` (decision 0016). On Linux x64 and
// arm64 `npm ci` installs it (the optional `node-linux-*` packages), and every npm script runs it
// from node_modules/.bin, whatever Node ran npm. These checks stop a script started another way
// (`node --import tsx scripts/start.ts` with an older Node, or a platform without such a package)
// with a message, instead of a failure deep in a library that needs the newer Node.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
};
/** The lowest major version `engines.node` (">=N") accepts. */
export const REQUIRED_NODE_MAJOR = Number(/^>=\s*(\d+)/.exec(pkg.engines.node)?.[1]);

/**
 * Exits with a message saying what to do when this process runs on an older Node. `announce`
 * prints the version otherwise: the one every step of `npm test` runs on, as npm and npx find
 * node_modules/.bin/node first on PATH.
 */
export function requireProjectNode({ announce = false }: { announce?: boolean } = {}): void {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= REQUIRED_NODE_MAJOR) {
    if (announce) console.log(`Node ${process.version} (${process.execPath})`);
    return;
  }
  console.error(
    `DiveSpot runs on Node ${REQUIRED_NODE_MAJOR} or newer; this is Node ${process.version} ` +
      `(${process.execPath}).\n` +
      `Start it through npm (\`npm start\`, \`npm test\`): on Linux x64 and arm64, \`npm ci\` ` +
      `installs Node ${REQUIRED_NODE_MAJOR} into node_modules/.bin and npm scripts run it from ` +
      `there. Elsewhere, install Node ${REQUIRED_NODE_MAJOR}.`,
  );
  process.exit(1);
}
