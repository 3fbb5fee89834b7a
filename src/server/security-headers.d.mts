export type IntegrationSettings = {
  CHANNEL_TALK_PLUGIN_KEY?: string;
  TURNSTILE_SITE_KEY?: string;
  NAVER_WCS_ID?: string;
  MOBON_ID?: string;
  MOBON_SCRIPT_URL?: string;
};
export type IntegrationOrigins = { script: string[]; connect: string[]; frame: string[]; img: string[] };
export function integrationOrigins(settings: IntegrationSettings): IntegrationOrigins;
export function documentPolicy(options: { scriptHashes?: string[]; origins: IntegrationOrigins; frameAncestors?: string }): string;
export function developmentPolicy(settings: IntegrationSettings): string;
export const resourcePolicy: string;
export const permissionsPolicy: string;
export function baseHeaders(options: { siteUrl?: string }): Record<string, string>;
export const ieDetectScript: string;
export const siteInlineScripts: string[];
export function sha256(text: string): string;
export function frameworkInlineScriptHashes(html: string): { hashes: string[]; skipped: number };
