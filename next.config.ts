import type { NextConfig } from 'next';
import { permanentRedirects } from './src/lib/routes';

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  poweredByHeader: false,
  reactStrictMode: true,
  // forbidden() and app/forbidden.tsx: the back office answers 403 to members without the role.
  experimental: { authInterrupts: true },
  async redirects() {
    return permanentRedirects.map(({ from, to }) => ({ source: from, destination: to, statusCode: 301 }));
  },
};

export default nextConfig;
