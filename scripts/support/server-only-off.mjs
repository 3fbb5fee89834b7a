// `tsx --import ./scripts/support/server-only-off.mjs …`: lets a script run server modules outside
// Next ('server-only' throws anywhere but a React Server Component), as the tests' alias does.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(
      'export async function resolve(specifier, context, next) { return specifier === "server-only" ? { url: "data:text/javascript,", shortCircuit: true } : next(specifier, context); }',
    ),
);
