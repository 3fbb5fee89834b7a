export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { registerNodeServer } = await import('./instrumentation-node');
    await registerNodeServer();
  }
}
