import type { DemoWinCase } from './demo-types';

export const demoCases: DemoWinCase[] = [];
