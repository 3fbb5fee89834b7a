/** Server start in the Node runtime: settings, database (migrations, first-start seed), job worker. */
export async function registerNodeServer(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    const { env } = await import('./server/env');
    env(); // a bad setting stops the server here, naming the variable
    const { startServerRuntime } = await import('./server/runtime');
    await startServerRuntime();
  } catch (error) {
    // Next would log a failed register() and serve anyway; a misconfigured server must not.
    console.error(`[server] 시작할 수 없습니다 (cannot start): ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
