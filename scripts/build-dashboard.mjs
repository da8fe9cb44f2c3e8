// Builds the dashboard (dashboard/ → dist/dashboard) with Vite. Runs on `npm install`
// after Prisma generation. Vite and the front-end packages are devDependencies: with
// `npm ci --omit=dev` there is nothing to build with, so this says so and exits 0, and
// /dashboard answers 503 until the dashboard is built.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const missing = ['vite', '@preact/preset-vite', 'preact', 'uplot'].filter((pkg) => {
  try {
    import.meta.resolve(pkg);
    return false;
  } catch {
    return true;
  }
});
if (missing.length > 0) {
  console.warn(`dashboard: not built (${missing.join(', ')} not installed; devDependencies omitted?). /dashboard answers 503 until \`npm run dashboard:build\`.`);
  process.exit(0);
}
const vite = await import('vite');
await vite.build({ configFile: path.join(root, 'dashboard', 'vite.config.ts'), logLevel: process.env.SVC_DASHBOARD_BUILD_LOG ?? 'warn' });
