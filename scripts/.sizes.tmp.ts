import { readBuild, ROUTE_MODULES, totalBytes } from '../server/build/firstLoad';
const b = readBuild('dist/client');
const detail = process.argv[2];
for (const route of Object.keys(ROUTE_MODULES)) {
  const c = b.firstLoad('no', route);
  console.log(route.padEnd(14), (totalBytes(c) / 1000).toFixed(1));
  if (detail === route) for (const x of c.sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log('   ', x.file, x.gzipBytes);
}
