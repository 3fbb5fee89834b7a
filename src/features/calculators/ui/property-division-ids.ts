/**
 * Element ids the property-division form (a server component) and its rows (client components)
 * share. A plain module: a value imported from a 'use client' file is a client reference on the
 * server, not the value.
 */

/** The retirement-pay hint, said once above the asset rows and read out with each row's month fields. */
export const monthsHintId = 'pd-months-hint';
