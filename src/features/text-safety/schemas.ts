import { z } from 'zod';
import { filterForm, wordLimits, wordMessages, wordRuleKeys } from './domain/word-filter';

/** What the back office's word-filter form sends (server only; decision 006). */
export const bannedWordInputSchema = z.object({
  word: z
    .string({ error: wordMessages.wordMissing })
    .transform((value) => value.normalize('NFC').trim().replace(/\s+/g, ' '))
    .refine((value) => value.length > 0, wordMessages.wordMissing)
    .refine((value) => [...value].length <= wordLimits.max, wordMessages.wordLong)
    .refine((value) => value.length === 0 || filterForm(value).length > 0, wordMessages.wordNoLetters),
  rule: z.enum(wordRuleKeys, { error: wordMessages.ruleMissing }),
});

export const bannedWordIdSchema = z.object({ id: z.coerce.number().int().positive(wordMessages.notFound) });

export type BannedWordInput = z.infer<typeof bannedWordInputSchema>;
