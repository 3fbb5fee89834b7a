import type { DemoBroadcast, DemoPress } from './demo-types';

export const demoBroadcasts: DemoBroadcast[] = [];

export const demoPress: DemoPress[] = [];
